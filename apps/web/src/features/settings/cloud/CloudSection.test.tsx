import type { WebAdminConfig } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cloudSystem } from '../../../../test/fake-cloud.tsx';
import { ADMIN_USER, loggedInAs, stubServer } from '../../../../test/fake-media-server.tsx';
import { newSession } from '../../../../test/media-server-fixtures.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { ModeContext } from '../../../app/mode/mode-context.ts';
import { CloudSection } from './CloudSection.tsx';

vi.setConfig({ testTimeout: 20_000 });

const CLOUD_URL = 'http://cloud.test:8000';
const SYSTEM_ID = '6f1c1d5e-0a4b-4c2d-9e7f-1234567890ab';
const AUTH_KEY = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

function config(cloudUrl: string): WebAdminConfig {
  return {
    mode: 'local',
    cloudName: 'Argus Cloud',
    cloudHost: cloudUrl ? new URL(cloudUrl).host : '',
    cloudUrl,
    supportLink: '',
    footerLinks: [],
    features: {},
    cloudCapabilities: { developersEnabled: false },
    allowDebugMode: false,
    redirect: { page404: '/404', unauthorised: '/' },
    newSystem: false,
  };
}

interface Seen {
  url: string;
  credentials: RequestCredentials | undefined;
}

/**
 * The media server and the cloud behind one fetch stub: `binding` is what the server's settings hold; the
 * cloud accepts `ann@example.com` / `cloud-pass`, the server the local password `right-pass`.
 */
function setup({ bound = false, bindFails = false } = {}) {
  let binding = bound ? { cloudSystemID: SYSTEM_ID, cloudAccountName: 'ann@example.com' } : {};
  const calls = stubServer({
    ...loggedInAs(ADMIN_USER),
    'GET /rest/v1/system/info': () =>
      jsonResponse(200, {
        name: 'Lab',
        customization: 'default',
        version: '5.1.6.1',
        protoVersion: 5107,
        cloudHost: '',
        localId: '11111111-2222-4333-8444-555555555555',
        servers: [],
        devices: [],
        synchronizedTimeMs: 0,
      }),
    'GET /rest/v1/system/settings': () =>
      jsonResponse(200, { cloudSystemID: '', cloudAccountName: '', ...binding }),
    'POST /api/systems/connect': ({ body }) => {
      const { email, password, name } = body as Record<string, string>;
      if (email !== 'ann@example.com' || password !== 'cloud-pass')
        return jsonResponse(401, {
          resultCode: 'notAuthorized',
          errorText: 'Password is invalid',
          errorData: null,
        });
      return jsonResponse(200, {
        ...cloudSystem({ id: SYSTEM_ID, ownerAccountEmail: email, name, status: 'notActivated' }),
        authKey: AUTH_KEY,
      });
    },
    'POST /api/systems/disconnect': () => jsonResponse(200, { resultCode: 'ok' }),
    'POST /rest/v1/system/cloudBind': ({ body }) => {
      if (bindFails)
        return jsonResponse(503, {
          error: '11',
          errorId: 'serviceUnavailable',
          errorString: 'The cloud is not accessible yet. Please try again later.',
        });
      binding = {
        cloudSystemID: (body as { systemId: string }).systemId,
        cloudAccountName: 'ann@example.com',
      };
      return jsonResponse(200, undefined);
    },
    'POST /rest/v1/login/sessions': ({ body }) =>
      (body as { password: string }).password === 'right-pass'
        ? jsonResponse(200, newSession('admin'))
        : jsonResponse(422, { error: '2', errorId: 'invalidParameter', errorString: 'Wrong password.' }),
    'POST /rest/v1/system/cloudUnbind': () => {
      binding = {};
      return jsonResponse(200, undefined);
    },
  });
  // Which origin each call went to, and with which credentials mode.
  const stubbed = globalThis.fetch;
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(input), credentials: init?.credentials });
    return stubbed(input, init);
  });
  return { calls, seen };
}

function renderSection(cloudUrl = CLOUD_URL) {
  return renderWithProviders(
    <ModeContext.Provider value={{ mode: 'local', config: config(cloudUrl) }}>
      <CloudSection />
    </ModeContext.Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('cloud connection on General', () => {
  it('connects: the browser creates the system in the cloud, then the server binds with its key', async () => {
    const { calls, seen } = setup();
    renderSection();
    await screen.findByText(/not connected to Argus Cloud/);
    fireEvent.click(screen.getByRole('button', { name: 'Connect to cloud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect to Argus Cloud' });
    await waitFor(() => expect(within(dialog).getByLabelText(/System name/)).toHaveProperty('value', 'Lab'));
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'ann@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'cloud-pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));

    expect(await screen.findByTestId('cloud-system-id')).toHaveProperty('textContent', SYSTEM_ID);
    expect(screen.getByTestId('cloud-owner').textContent).toBe('ann@example.com');
    const connect = calls.find((c) => c.path === '/api/systems/connect');
    expect(connect?.body).toEqual({ name: 'Lab', email: 'ann@example.com', password: 'cloud-pass' });
    expect(calls.find((c) => c.path === '/rest/v1/system/cloudBind')?.body).toEqual({
      systemId: SYSTEM_ID,
      authKey: AUTH_KEY,
      owner: 'ann@example.com',
    });
    // The cloud is called at its own address, without the browser's cookies.
    expect(seen.find((s) => s.url.endsWith('/api/systems/connect'))).toEqual({
      url: `${CLOUD_URL}/api/systems/connect`,
      credentials: 'omit',
    });
  });

  it('says so when the cloud refuses the account, and binds nothing', async () => {
    const { calls } = setup();
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect to cloud' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'ann@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText('Wrong email or password')).toBeTruthy();
    expect(calls.some((c) => c.path === '/rest/v1/system/cloudBind')).toBe(false);
  });

  it("shows the server's refusal and removes the cloud system it just made", async () => {
    const { calls } = setup({ bindFails: true });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect to cloud' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'ann@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'cloud-pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText(/The cloud is not accessible yet/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/systems/disconnect')?.body).toEqual({
      system_id: SYSTEM_ID,
      email: 'ann@example.com',
      password: 'cloud-pass',
    });
  });

  it('validates the connect form before calling anything', async () => {
    const { calls } = setup();
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect to cloud' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('Password is required')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/systems/connect')).toBe(false);
  });

  it('disconnects after checking the password; a wrong one is refused first', async () => {
    const { calls } = setup({ bound: true });
    renderSection();
    expect((await screen.findByTestId('cloud-owner')).textContent).toBe('ann@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect from cloud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect from Argus Cloud' });
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'bad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(dialog).findByText('Wrong password')).toBeTruthy();
    expect(calls.some((c) => c.path === '/rest/v1/system/cloudUnbind')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'right-pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText(/not connected to Argus Cloud/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/rest/v1/system/cloudUnbind')?.body).toEqual({ password: '' });
    expect(
      calls.find((c) => c.path === '/rest/v1/login/sessions' && c.method === 'POST')?.body,
    ).toMatchObject({
      username: ADMIN_USER.name,
    });
  });

  it('explains why connecting is not offered when the server has no cloud address', async () => {
    setup();
    renderSection('');
    expect(await screen.findByText(/started without a cloud address/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect to cloud' })).toHaveProperty('disabled', true);
  });
});
