import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, renderPage, stubSettingsServer } from '../../../../test/fake-media-server.tsx';
import AdvancedPage from './AdvancedPage.tsx';

// Page tests render the whole page with Mantine in jsdom, which is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const entry = (
  label: string,
  type: string,
  flags: Partial<Record<'isReadOnly' | 'isWriteOnly' | 'isOwnerOnly', boolean>> = {},
) => ({
  label,
  type,
  isReadOnly: false,
  isWriteOnly: false,
  isOwnerOnly: false,
  ...flags,
});

const MANIFEST = {
  auditTrailEnabled: entry('Audit trail', 'Bool'),
  ec2AliveUpdateIntervalSec: entry('Server alive interval (s)', 'Double'),
  smtpHost: entry('SMTP host', 'String'),
  smtpPassword: entry('SMTP password', 'String', { isWriteOnly: true }),
  localSystemId: entry('Local system id', 'String', { isReadOnly: true }),
  watermarkSettings: entry('Watermark', 'Object'),
};
const VALUES = {
  auditTrailEnabled: true,
  ec2AliveUpdateIntervalSec: 60,
  smtpHost: 'mail.example.com',
  localSystemId: '5a3c9a1e-7f0b-4c55-9d2e-0f7e0a1b2c3d',
  watermarkSettings: { useWatermark: false, frequency: 0.5, opacity: 0.3 },
};

function setup() {
  return stubSettingsServer(ADMIN_USER, MANIFEST, VALUES);
}

afterEach(() => vi.unstubAllGlobals());

describe('advanced settings', () => {
  it('generates a field of the right type for every setting of the manifest', async () => {
    setup();
    renderPage(<AdvancedPage />);
    const audit = (await screen.findByLabelText('Audit trail')) as HTMLInputElement;
    expect(audit.type).toBe('checkbox');
    expect(audit.checked).toBe(true);
    expect((screen.getByLabelText('Server alive interval (s)') as HTMLInputElement).value).toBe('60');
    expect((screen.getByLabelText('SMTP host') as HTMLInputElement).value).toBe('mail.example.com');
    const password = screen.getByLabelText('SMTP password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.value).toBe('');
    expect(screen.getByTestId('static-localSystemId').textContent).toBe(VALUES.localSystemId);
    expect(screen.getByTestId('static-watermarkSettings').textContent).toContain('"opacity":0.3');
    expect(screen.getByText(/at least 10% above the keep-alive timeout/)).toBeTruthy();
  });

  it('filters by name or label', async () => {
    setup();
    renderPage(<AdvancedPage />);
    await screen.findByLabelText('Audit trail');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search settings' }), {
      target: { value: 'smtp' },
    });
    expect(screen.queryByLabelText('Audit trail')).toBeNull();
    expect(screen.getByLabelText('SMTP host')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search settings' }), {
      target: { value: 'alive interval' },
    });
    expect(screen.getByLabelText('Server alive interval (s)')).toBeTruthy();
    expect(screen.queryByLabelText('SMTP host')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search settings' }), {
      target: { value: 'nothing-like-this' },
    });
    expect(screen.getByText('No settings match the search.')).toBeTruthy();
  });

  it('saves only the changed values with one PATCH', async () => {
    const calls = setup();
    renderPage(<AdvancedPage />);
    fireEvent.click(await screen.findByLabelText('Audit trail'));
    fireEvent.change(screen.getByLabelText('SMTP host'), { target: { value: 'smtp.example.org' } });
    expect(screen.getByText('Page contains unsaved changes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('No unsaved changes');
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches).toEqual([
      {
        method: 'PATCH',
        path: '/rest/v1/system/settings',
        body: { auditTrailEnabled: false, smtpHost: 'smtp.example.org' },
      },
    ]);
  });

  it('an invalid number blocks saving', async () => {
    setup();
    renderPage(<AdvancedPage />);
    const alive = await screen.findByLabelText('Server alive interval (s)');
    fireEvent.change(alive, { target: { value: '5000' } });
    await waitFor(() => expect(screen.getByText('Enter a value from 1 to 3600')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
