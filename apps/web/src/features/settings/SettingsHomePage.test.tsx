import type { UserModel } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, loggedInAs, renderPage, stubServer } from '../../../test/fake-media-server.tsx';
import {
  moduleInformation,
  serverInformation,
  serverModel,
  userWithRole,
} from '../../../test/media-server-fixtures.ts';
import { jsonResponse } from '../../../test/render.tsx';
import SettingsHomePage from './SettingsHomePage.tsx';

// Page tests render the whole page with Mantine in jsdom, which is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const SERVER = serverModel({ name: 'Rack 1' });
const entry = (label: string, type: string) => ({
  label,
  type,
  isReadOnly: false,
  isWriteOnly: false,
  isOwnerOnly: false,
});

function setup(user: UserModel) {
  return stubServer({
    ...loggedInAs(user),
    'GET /api/moduleInformation': () =>
      jsonResponse(200, {
        error: 0,
        errorString: '',
        reply: moduleInformation({ systemName: 'Site North' }),
      }),
    'GET /rest/v1/system/info': () =>
      jsonResponse(200, {
        name: 'Site North',
        version: '5.1.6.1000',
        localId: serverInformation().localSystemId,
      }),
    'GET /rest/v1/servers': () =>
      jsonResponse(200, [
        SERVER,
        { ...SERVER, id: `${SERVER.id.slice(0, -1)}9`, name: 'Rack 2', status: 'Offline' },
      ]),
    'GET /rest/v1/system/settingsManifest': () =>
      jsonResponse(200, {
        systemName: entry('System name', 'String'),
        smtpHost: entry('SMTP server', 'String'),
      }),
    'GET /rest/v1/system/settings': () =>
      jsonResponse(200, { systemName: 'Site North', smtpHost: 'mail.example.com' }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/settings for people who do not administer the system', () => {
  it.each([
    ['liveViewer', 'Live Viewer'],
    ['viewer', 'Viewer'],
  ] as const)('a %s gets the system overview, without any mail-server setting', async (role, roleName) => {
    const calls = setup(userWithRole(role, { fullName: 'Pat Guard' }));
    renderPage(<SettingsHomePage />);
    await screen.findByRole('heading', { name: 'Your account' });
    expect(
      screen.getByText('Only administrators can change the settings of this system.', { exact: false }),
    ).toBeTruthy();
    await screen.findByText('Site North');
    expect(screen.getByText('5.1.6.1000')).toBeTruthy();
    expect(screen.getByText(role)).toBeTruthy();
    expect(screen.getByText('Pat Guard')).toBeTruthy();
    expect(screen.getByText(roleName)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
    const servers = await screen.findByRole('list', { name: 'Servers' });
    expect(servers.textContent).toContain('Rack 1');
    expect(servers.textContent).toContain('Online');
    expect(servers.textContent).toContain('Rack 2');
    expect(servers.textContent).toContain('Offline');
    expect(screen.getByText('Watch live video from every camera')).toBeTruthy();

    expect(screen.queryByText(/SMTP/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'E-mail' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    // The mail server's settings are not even read.
    expect(calls.some((c) => c.path.startsWith('/rest/v1/system/settings'))).toBe(false);
  });

  it('a Viewer also sees that it may watch and export recordings', async () => {
    setup(userWithRole('viewer'));
    renderPage(<SettingsHomePage />);
    await screen.findByText('Watch recorded video');
    expect(screen.getByText('Export video')).toBeTruthy();
    expect(screen.queryByText('Read the event log and the audit trail')).toBeNull();
  });

  it('the change-password dialog opens from the account', async () => {
    setup(userWithRole('liveViewer'));
    renderPage(<SettingsHomePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByTestId('change-password-dialog')).toBeTruthy());
  });

  it('administrators get the General settings, mail server included', async () => {
    setup(ADMIN_USER);
    renderPage(<SettingsHomePage />);
    expect(((await screen.findByLabelText('SMTP server')) as HTMLInputElement).value).toBe(
      'mail.example.com',
    );
    expect(screen.queryByRole('heading', { name: 'Your account' })).toBeNull();
  });
});
