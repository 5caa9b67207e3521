import { LICENSE_CLASSES } from '@argus/contract';
import { LICENSE_TIMEOUT_TEXT, LICENSE_TYPE_NAMES, type LicenseInfo } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, loggedInAs, renderPage, stubServer } from '../../../test/fake-media-server.tsx';
import { serverModel } from '../../../test/media-server-fixtures.ts';
import { jsonResponse } from '../../../test/render.tsx';
import LicensesPage from './LicensesPage.tsx';

vi.setConfig({ testTimeout: 20_000 });

const SERVER = serverModel();
const KEY = 'AAAA-BBBB-CCCC-DDDD';

const license = (overrides: Partial<LicenseInfo> = {}): LicenseInfo => ({
  key: KEY,
  name: 'Professional 8',
  cameraCount: 8,
  hardwareId: '0123456789abcdef',
  licenseType: 'digital',
  version: '5.1',
  brand: 'argus',
  expiration: '',
  signature: 'c2ln',
  orderType: 'standard',
  company: 'Argus',
  support: 'support@argus.local',
  deactivations: 3,
  status: 'OK',
  serverId: SERVER.id,
  ...overrides,
});

const emptySummary = {};

/** A reply of licenseSummaries: every class, the given ones with their channels. */
const summaryOf = (given: object) => ({
  ...Object.fromEntries(LICENSE_CLASSES.map((c) => [c, { total: 0, available: 0, inUse: 0 }])),
  ...given,
});

function setup(licenses: LicenseInfo[], summary: object, extra: Parameters<typeof stubServer>[0] = {}) {
  const calls = stubServer({
    ...loggedInAs(ADMIN_USER),
    'GET /rest/v1/licenseDetails': () => jsonResponse(200, licenses),
    'GET /rest/v1/licenseSummaries': () => jsonResponse(200, summaryOf(summary)),
    'GET /rest/v1/licenses': () =>
      jsonResponse(
        200,
        licenses.map((l) => ({ key: l.key, licenseBlock: `SERIAL=${l.key}\nCLASS=${l.licenseType}` })),
      ),
    'GET /rest/v1/servers': () => jsonResponse(200, [SERVER]),
    ...extra,
  });
  renderPage(<LicensesPage />, '/settings/licenses');
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('licenses page', () => {
  it('shows the summary of the classes in use and the keys with their state', async () => {
    setup(
      [license(), license({ key: 'TRIA-L000', licenseType: 'trial', orderType: 'trial', cameraCount: 4 })],
      {
        digital: { total: 8, available: 8, inUse: 3 },
        trial: { total: 4, available: 4, inUse: 0 },
        analog: { total: 0, available: 0, inUse: 0 },
      },
    );
    const summary = await screen.findByTestId('license-summary');
    const digital = within(summary).getByTestId('license-summary-digital');
    expect(within(digital).getByText(LICENSE_TYPE_NAMES.digital)).toBeTruthy();
    expect(digital.getAttribute('aria-label')).toBe('Professional: 3 of 8 channels in use, 8 available');
    expect(within(summary).getByTestId('license-summary-trial')).toBeTruthy();
    expect(within(summary).queryByTestId('license-summary-analog')).toBeNull();
    const row = screen.getByTestId(`license-row-${KEY}`);
    for (const text of ['Professional', '8', SERVER.name, '0123456789abcdef', 'Online', 'Never', '3'])
      expect(within(row).getAllByText(text).length, text).toBeGreaterThan(0);
    // The trial is used: its button says why it is disabled.
    const trial = screen.getByTestId('start-trial') as HTMLButtonElement;
    expect(trial.disabled).toBe(true);
    expect(screen.getByText('The trial of this system has already been used.')).toBeTruthy();
  });

  it('says there are no licenses yet, and offers every way to activate one', async () => {
    setup([], emptySummary);
    expect(await screen.findByText('No licenses yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activate from a file' })).toBeTruthy();
    expect((screen.getByTestId('start-trial') as HTMLButtonElement).disabled).toBe(false);
  });

  it("masks the key as typed and shows the spec's text when the license server does not answer", async () => {
    const calls = setup([], emptySummary, {
      [`PUT /rest/v1/licenses/${KEY}`]: () =>
        jsonResponse(503, { error: '3', errorId: 'serviceUnavailable', errorString: LICENSE_TIMEOUT_TEXT }),
    });
    const input = (await screen.findByLabelText('License key')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'aaaab' } });
    expect(input.value).toBe('AAAA-B');
    fireEvent.change(input, { target: { value: 'aaaa bbbb-cccc dddd' } });
    expect(input.value).toBe(KEY);
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const alert = await screen.findByTestId('license-failure');
    expect(alert.textContent).toContain('The license server did not answer in time.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({});
  });

  it('activates offline from a block file, stored under its SERIAL', async () => {
    const block = 'NAME=Site\nSERIAL=eeee-ffff-gggg-hhhh\nCOUNT=4\nCLASS=digital';
    const calls = setup([], emptySummary, {
      'PUT /rest/v1/licenses/EEEE-FFFF-GGGG-HHHH': ({ body }) =>
        jsonResponse(200, { key: 'EEEE-FFFF-GGGG-HHHH', ...(body as object) }),
    });
    await screen.findByText('No licenses yet');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([block], 'license.txt', { type: 'text/plain' })] },
    });
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toEqual({
        method: 'PUT',
        path: '/rest/v1/licenses/EEEE-FFFF-GGGG-HHHH',
        body: { licenseBlock: block },
      }),
    );
  });

  it("shows the license server's refusal in the spec's words", async () => {
    setup([], emptySummary, {
      [`PUT /rest/v1/licenses/${KEY}`]: () =>
        jsonResponse(422, { error: '4', errorId: 'cantProcess', errorString: 'Key is already activated' }),
    });
    fireEvent.change(await screen.findByLabelText('License key'), { target: { value: KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const alert = await screen.findByTestId('license-failure');
    expect(alert.textContent).toContain('The license server refused the request.');
    expect(alert.textContent).toContain('This license key is already activated.');
  });

  it("deactivates with the password: a wrong one is 'Invalid Password' under the field", async () => {
    const calls = setup(
      [license()],
      { digital: { total: 8, available: 8, inUse: 0 } },
      {
        [`POST /rest/v1/licenses/${KEY}/deactivate`]: () =>
          jsonResponse(400, {
            error: '2',
            errorId: 'invalidParameter',
            errorString: 'Invalid Password',
            fields: { password: ['Invalid Password'] },
          }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: `Details of license ${KEY}` }));
    const details = await screen.findByTestId('license-details');
    expect(within(details).getByText('Professional 8')).toBeTruthy();
    fireEvent.click(within(details).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: `Deactivate license ${KEY}` });
    expect(dialog.textContent).toContain('Deactivations left: 3.');
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText('Invalid Password')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/deactivate'))?.body).toEqual({ password: 'wrong' }),
    );
  });
});
