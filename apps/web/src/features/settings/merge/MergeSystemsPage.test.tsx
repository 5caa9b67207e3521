import type { SystemInformation } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, type FakeRoutes, loggedInAs, stubServer } from '../../../../test/fake-media-server.tsx';
import { currentUser } from '../../../../test/media-server-fixtures.ts';
import { jsonResponse, renderWithProviders, setCurrentUser } from '../../../../test/render.tsx';
import MergeSystemsPage from './MergeSystemsPage.tsx';

vi.setConfig({ testTimeout: 20_000 });

const PROXY = '/proxy/https/10.0.0.2%3A7001';

function info(name: string, servers: string[]): SystemInformation {
  return {
    name,
    customization: 'default',
    version: '5.1.0.1',
    protoVersion: 5100,
    cloudHost: 'cloud.example',
    localId: '11111111-2222-4333-8444-555555555555',
    servers,
    devices: [],
    synchronizedTimeMs: 0,
  };
}

const HERE = info('Shop A', ['aaaaaaaa-0000-4000-8000-000000000001']);
const THERE = info('Shop B', [
  'bbbbbbbb-0000-4000-8000-000000000002',
  'bbbbbbbb-0000-4000-8000-000000000003',
]);
const session = (token: string) => jsonResponse(200, { username: 'admin', token, ageS: 0, expiresInS: 100 });
const wrongPassword = () =>
  jsonResponse(
    422,
    { error: '2', errorId: 'invalidParameter', errorString: 'Wrong password.' },
    { 'x-auth-result': 'Auth_WrongPassword' },
  );

function setup(routes: FakeRoutes = {}) {
  const calls = stubServer({
    ...loggedInAs(ADMIN_USER),
    'GET /rest/v1/system/info': () => jsonResponse(200, HERE),
    [`GET ${PROXY}/rest/v1/system/info`]: () => jsonResponse(200, THERE),
    [`POST ${PROXY}/rest/v1/login/sessions`]: ({ body }) =>
      (body as { password: string }).password === 'remote-pass' ? session('vms-remote') : wrongPassword(),
    [`DELETE ${PROXY}/rest/v1/login/sessions/vms-remote`]: () => jsonResponse(200, {}),
    'POST /rest/v1/system/merge': () => jsonResponse(200, { mergeId: 'm-1', mergeInProgress: false }),
    ...routes,
  });
  const { queryClient } = renderWithProviders(<MergeSystemsPage />);
  setCurrentUser(queryClient, currentUser(ADMIN_USER));
  return calls;
}

const change = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillAndCheck(password: string, address = 'https://admin:x@10.0.0.2:7001/') {
  await screen.findByLabelText(/^Server address/);
  change(/^Server address/, address);
  change(/^Password/, password);
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Merge Systems', () => {
  it("asks for the address and the password with the spec's messages", async () => {
    const calls = setup();
    await screen.findByLabelText(/^Server address/);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Enter server address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    change(/^Server address/, 'not an address');
    expect(await screen.findByText('Enter valid URL')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/proxy/'))).toBe(false);
  });

  it("shows the other system's 'Wrong password' under the password and asks nothing more", async () => {
    const calls = setup();
    await fillAndCheck('nope');
    expect(await screen.findByText('Wrong password')).toBeTruthy();
    expect(calls.some((c) => c.path === '/rest/v1/system/merge')).toBe(false);
  });

  it('runs the dry run with the stripped address and shows what the merge will do', async () => {
    const calls = setup();
    await fillAndCheck('remote-pass');
    const result = await screen.findByTestId('merge-check-result');
    expect(within(result).getByText('The Systems can be merged')).toBeTruthy();
    expect(within(result).getByText('“Shop A” keeps its name, settings and owner password.')).toBeTruthy();
    expect(within(result).getByText('The merged System has 3 servers.')).toBeTruthy();
    expect(within(result).getByText('Shop B')).toBeTruthy();
    const login = calls.find((c) => c.path === `${PROXY}/rest/v1/login/sessions`);
    expect(login?.body).toEqual({ username: 'admin', password: 'remote-pass' });
    const merge = calls.find((c) => c.path === '/rest/v1/system/merge');
    expect(merge?.body).toEqual({
      remoteEndpoint: '10.0.0.2:7001',
      remoteSessionToken: 'vms-remote',
      takeRemoteSettings: false,
      dryRun: true,
    });
    // The session made for the check is ended.
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it("shows a check the server refuses in the server's words", async () => {
    setup({
      'POST /rest/v1/system/merge': () =>
        jsonResponse(422, { error: '4', errorId: 'cantProcessRequest', errorString: 'Incompatible version' }),
    });
    await fillAndCheck('remote-pass');
    const alert = await screen.findByTestId('merge-problem');
    expect(within(alert).getByText('Incompatible version')).toBeTruthy();
  });

  it('merges after this owner confirms the password; 501 is a clear message', async () => {
    const calls = setup({
      'POST /rest/v1/login/sessions': ({ body }) =>
        (body as { password: string }).password === 'own-pass' ? session('vms-own') : wrongPassword(),
      'POST /rest/v1/system/merge': ({ body }) =>
        (body as { dryRun?: boolean }).dryRun
          ? jsonResponse(200, { mergeId: 'm-1', mergeInProgress: false })
          : jsonResponse(501, { error: '8', errorId: 'notImplemented', errorString: 'Not yet.' }),
    });
    await fillAndCheck('remote-pass');
    fireEvent.click(await screen.findByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByText('Wrong password')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'own-pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    const alert = await screen.findByTestId('merge-problem');
    expect(
      within(alert).getByText('This server cannot carry out a merge yet. Nothing was changed.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('merge-check-result')).toBeNull();
    const merges = calls.filter((c) => c.path === '/rest/v1/system/merge').map((c) => c.body);
    expect(merges.at(-1)).toEqual({
      remoteEndpoint: '10.0.0.2:7001',
      remoteSessionToken: 'vms-remote',
      takeRemoteSettings: false,
    });
  });

  it('follows the merge status until no merge runs, then shows the result', async () => {
    let polls = 0;
    setup({
      'POST /rest/v1/login/sessions': () => session('vms-own'),
      'POST /rest/v1/system/merge': ({ body }) =>
        jsonResponse(200, { mergeId: 'm-2', mergeInProgress: !(body as { dryRun?: boolean }).dryRun }),
      'GET /rest/v1/system/merge': () => {
        polls += 1;
        return jsonResponse(200, { mergeId: 'm-2', mergeInProgress: false });
      },
    });
    await fillAndCheck('remote-pass');
    await screen.findByTestId('merge-check-result');
    fireEvent.click(screen.getByLabelText(/^The other system/));
    // Changing the choice asks for a new check.
    expect(screen.queryByTestId('merge-check-result')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText('The merged System is “Shop B”, with its settings and owner password.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'own-pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    const result = await screen.findByTestId('merge-result');
    expect(within(result).getByText('“Shop B” now includes the servers of “Shop A”.')).toBeTruthy();
    expect(polls).toBeGreaterThan(0);
  });
});
