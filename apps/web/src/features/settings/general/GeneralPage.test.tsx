import { PERMISSION_PRESETS, PREDEFINED_ROLES } from '@argus/contract';
import type { UserModel } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_USER,
  loggedInAs,
  renderPage,
  stubServer,
  stubSettingsServer,
} from '../../../../test/fake-media-server.tsx';
import { jsonResponse } from '../../../../test/render.tsx';
import GeneralPage from './GeneralPage.tsx';

// Page tests render the whole page with Mantine in jsdom, which is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const entry = (label: string, type: string, flags: Record<string, boolean> = {}) => ({
  label,
  type,
  isReadOnly: false,
  isWriteOnly: false,
  isOwnerOnly: false,
  ...flags,
});
const MANIFEST = {
  systemName: entry('System name', 'String'),
  auditTrailEnabled: entry('Audit trail', 'Bool'),
  trafficEncryptionForced: entry('Force encryption', 'Bool', { isOwnerOnly: true }),
  credentialPolicyEnforced: entry('Enforce the password policy', 'Bool', { isOwnerOnly: true }),
  sessionLimitMinutes: entry('Session lifetime', 'Double', { isOwnerOnly: true }),
  smtpPort: entry('SMTP port', 'Double'),
  smtpPassword: entry('SMTP password', 'String', { isWriteOnly: true }),
  emailFrom: entry('Sender', 'String'),
};
const VALUES = {
  systemName: 'Lab',
  auditTrailEnabled: true,
  trafficEncryptionForced: true,
  credentialPolicyEnforced: false,
  sessionLimitMinutes: 43200,
  smtpPort: 0,
  emailFrom: '',
};

const administrator: UserModel = {
  ...ADMIN_USER,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'power',
  isOwner: false,
  userRoleId: PREDEFINED_ROLES[1]!.id,
  permissions: PERMISSION_PRESETS.administrator,
};

function setup(user: UserModel) {
  return stubSettingsServer(user, MANIFEST, VALUES);
}

afterEach(() => vi.unstubAllGlobals());

describe('general settings', () => {
  it('shows the session limit in the largest exact unit and saves minutes', async () => {
    const calls = setup(ADMIN_USER);
    renderPage(<GeneralPage />);
    const amount = (await screen.findByRole('textbox', { name: 'Session lifetime' })) as HTMLInputElement;
    expect(amount.value).toBe('30');
    fireEvent.change(amount, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('No unsaved changes');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ sessionLimitMinutes: 2880 });
  });

  it('sends the SMTP password only when typed, and validates e-mail and port', async () => {
    const calls = setup(ADMIN_USER);
    renderPage(<GeneralPage />);
    const port = await screen.findByLabelText('SMTP port');
    fireEvent.change(port, { target: { value: '70000' } });
    expect(screen.getByText('Port must be between 1 and 65535.')).toBeTruthy();
    // SMTP's own ports are below 1024: the server connects to them, so nothing warns.
    for (const smtp of ['25', '465', '587']) {
      fireEvent.change(port, { target: { value: smtp } });
      expect(screen.queryByText(/Ports below 1024 are restricted/)).toBeNull();
    }
    fireEvent.change(port, { target: { value: '25' } });
    expect(screen.getByText('Empty or 0 uses the default port of the connection type.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sender e-mail'), { target: { value: 'not-an-address' } });
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Sender e-mail'), { target: { value: 'vms@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 's3cret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('No unsaved changes');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      smtpPort: 25,
      emailFrom: 'vms@example.com',
      smtpPassword: 's3cret',
    });
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('a system name is required', async () => {
    setup(ADMIN_USER);
    renderPage(<GeneralPage />);
    fireEvent.change(await screen.findByLabelText('System name'), { target: { value: ' ' } });
    expect(screen.getByText('System name is required')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the owner enforces the password policy for API clients and sees the cloud connection and backup and restore', async () => {
    const calls = setup(ADMIN_USER);
    renderPage(<GeneralPage />);
    const policy = (await screen.findByLabelText(
      'Enforce the password policy for API clients',
    )) as HTMLInputElement;
    await vi.waitFor(() => expect(policy.disabled).toBe(false));
    expect(screen.getByText(/Scripts and tools must then use strong passwords too/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Backup and restore' })).toBeTruthy();
    // Connecting to the cloud is the owner's too.
    expect(screen.getByRole('heading', { name: 'Argus Cloud' })).toBeTruthy();
    fireEvent.click(policy);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('No unsaved changes');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ credentialPolicyEnforced: true });
  });

  it('owner-only settings are disabled for an administrator who is not the owner', async () => {
    setup(administrator);
    renderPage(<GeneralPage />);
    const forced = (await screen.findByLabelText('Allow only secure connections')) as HTMLInputElement;
    await vi.waitFor(() => expect(forced.disabled).toBe(true));
    const policy = screen.getByLabelText('Enforce the password policy for API clients') as HTMLInputElement;
    expect(policy.disabled).toBe(true);
    expect((screen.getByLabelText('Enable audit trail') as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Backup and restore' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Argus Cloud' })).toBeNull();
  });

  it('a session lifetime longer than 365 days blocks saving, with the reason', async () => {
    const calls = setup(ADMIN_USER);
    renderPage(<GeneralPage />);
    const amount = (await screen.findByRole('textbox', { name: 'Session lifetime' })) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '366' } });
    expect(screen.getByText('A session can last at most 365 days.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '365' } });
    expect(screen.queryByText('A session can last at most 365 days.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('No unsaved changes');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ sessionLimitMinutes: 525_600 });
  });

  it('says discovery is off and how it is turned on when the server decides it, and lets it change otherwise', async () => {
    stubSettingsServer(
      ADMIN_USER,
      { ...MANIFEST, autoDiscoveryEnabled: entry('Discovery', 'Bool', { isReadOnly: true }) },
      { ...VALUES, autoDiscoveryEnabled: false },
    );
    const page = renderPage(<GeneralPage />);
    const off = (await screen.findByRole('checkbox', {
      name: 'Enable devices and servers auto discovery',
    })) as HTMLInputElement;
    expect(off.checked).toBe(false);
    expect(off.disabled).toBe(true);
    expect(screen.getByText(/discovers devices only when started with --discovery/)).toBeTruthy();
    page.unmount();
    vi.unstubAllGlobals();

    stubSettingsServer(
      ADMIN_USER,
      { ...MANIFEST, autoDiscoveryEnabled: entry('Discovery', 'Bool') },
      { ...VALUES, autoDiscoveryEnabled: true },
    );
    renderPage(<GeneralPage />);
    const on = (await screen.findByRole('checkbox', {
      name: 'Enable devices and servers auto discovery',
    })) as HTMLInputElement;
    expect(on.checked).toBe(true);
    expect(on.disabled).toBe(false);
    expect(screen.getByText(/because it was started with --discovery/)).toBeTruthy();
  });

  it('after setup, with no camera yet, says to add the first one and leads to the add dialog', async () => {
    const serve = (devices: unknown[]) =>
      stubServer({
        ...loggedInAs(ADMIN_USER),
        'GET /rest/v1/system/settingsManifest': () => jsonResponse(200, MANIFEST),
        'GET /rest/v1/system/settings': () => jsonResponse(200, VALUES),
        'GET /rest/v1/devices': () => jsonResponse(200, devices),
      });
    serve([]);
    const page = renderPage(<GeneralPage />);
    const card = await screen.findByTestId('first-camera');
    expect(card.textContent).toContain('Add your first camera');
    const link = screen.getByRole('link', { name: 'Add your first camera' });
    expect(link.getAttribute('href')).toBe('/settings/cameras?add=1');
    page.unmount();
    vi.unstubAllGlobals();

    const calls = serve([{ id: '{00000000-0000-4000-8000-000000000001}', name: 'Gate' }]);
    renderPage(<GeneralPage />);
    await screen.findByRole('textbox', { name: 'System name' });
    await waitFor(() => expect(calls.some((c) => c.path === '/rest/v1/devices')).toBe(true));
    expect(screen.queryByTestId('first-camera')).toBeNull();
  });
});
