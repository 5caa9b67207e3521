import { sharingPermissionsOf } from '@argus/contract/cloud';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, cloudError } from '../../../../test/cloud-fixtures.ts';
import { accountProbe, cloudSystem, renderPortal, stubCloud } from '../../../../test/fake-cloud.tsx';
import { jsonResponse } from '../../../../test/render.tsx';

vi.mock('../../../app/reload/load-page.ts', () => ({ loadPage: vi.fn(), replacePage: vi.fn() }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const ID = '6f0c3a53-0b1e-4c4b-9a4e-2a1d3c5e7f90';
const WITH_2FA = { ...ACCOUNT, account2faEnabled: true };
/**
 * The Users tab, where the system's two-factor requirement is set: offline (no media server here), the cloud's
 * Share System page; online the card is above the media server's Users page (system-users-tab.test.tsx).
 */
const USERS_PAGE = `/systems/${ID}/settings/users`;
const OFFLINE = { stateOfHealth: 'offline' } as const;
const NO_USERS = { [`GET /api/systems/${ID}/users`]: () => jsonResponse(200, []) };

describe('two-factor authentication of a system', () => {
  it('lets the owner with 2FA require it on Share System with a code, says a wrong code, and shows the new state', async () => {
    let required = false;
    const calls = stubCloud({
      ...accountProbe(WITH_2FA),
      ...NO_USERS,
      'GET /api/systems': () =>
        jsonResponse(200, [
          cloudSystem({
            sharingPermissions: sharingPermissionsOf('owner'),
            system2faEnabled: required,
            ...OFFLINE,
          }),
        ]),
      'POST /api/systems/toggle2fa': ({ body }) => {
        if ((body as { mfaCode: string }).mfaCode !== '123456')
          return cloudError('wrongCode', 'Code is expired or incorrect');
        required = !required;
        return jsonResponse(200, { resultCode: 'ok' });
      },
    });
    renderPortal(USERS_PAGE);
    const section = await screen.findByTestId('system-two-factor');
    expect(within(section).getByTestId('system-two-factor-state').textContent).toBe('Not required');
    fireEvent.click(within(section).getByRole('button', { name: 'Require' }));
    const dialog = await screen.findByRole('dialog', { name: 'Require two-factor authentication' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Require' }));
    expect(await within(dialog).findByText('Code is required')).toBeTruthy();
    type(within(dialog).getByLabelText(/^Code/), '000000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Require' }));
    expect(await within(dialog).findByText('Code is expired or incorrect')).toBeTruthy();
    type(within(dialog).getByLabelText(/^Code/), '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Require' }));
    await waitFor(() => expect(screen.getByTestId('system-two-factor-state').textContent).toBe('Required'));
    expect(calls.filter((c) => c.path === '/api/systems/toggle2fa').map((c) => c.body)).toEqual([
      { systemId: ID, mfaCode: '000000' },
      { systemId: ID, mfaCode: '123456' },
    ]);
    expect(within(section).getByRole('button', { name: 'Stop requiring' })).toBeTruthy();
  });

  it("is set on the Users tab only, not above the system's own pages", async () => {
    stubCloud({
      ...accountProbe(WITH_2FA),
      'GET /api/systems': () =>
        jsonResponse(200, [cloudSystem({ sharingPermissions: sharingPermissionsOf('owner') })]),
    });
    renderPortal(`/systems/${ID}`);
    expect(await screen.findByTestId('system-page')).toBeTruthy();
    expect(screen.queryByTestId('system-two-factor')).toBeNull();
  });

  it('sends an owner without 2FA to Security, and shows an administrator the state only', async () => {
    stubCloud({
      ...accountProbe(ACCOUNT),
      ...NO_USERS,
      'GET /api/systems': () =>
        jsonResponse(200, [cloudSystem({ sharingPermissions: sharingPermissionsOf('owner'), ...OFFLINE })]),
    });
    const { unmount } = renderPortal(USERS_PAGE);
    const section = await screen.findByTestId('system-two-factor');
    expect(within(section).queryByRole('button', { name: 'Require' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Go to Security' }).getAttribute('href')).toBe(
      '/account/security/',
    );
    unmount();

    stubCloud({
      ...accountProbe(WITH_2FA),
      ...NO_USERS,
      'GET /api/systems': () =>
        jsonResponse(200, [
          cloudSystem({
            accessRole: 'cloudAdmin',
            ownerAccountEmail: 'grace@example.com',
            ownerFullName: 'Grace Hopper',
            system2faEnabled: true,
            ...OFFLINE,
          }),
        ]),
    });
    renderPortal(USERS_PAGE);
    const shared = await screen.findByTestId('system-two-factor');
    expect(within(shared).getByTestId('system-two-factor-state').textContent).toBe('Required');
    expect(within(shared).queryByRole('button')).toBeNull();
  });

  it('shows "Two-factor authentication required" to an account without 2FA', async () => {
    stubCloud({
      ...accountProbe(ACCOUNT),
      'GET /api/systems': () =>
        jsonResponse(200, [
          cloudSystem({
            accessRole: 'viewer',
            ownerAccountEmail: 'grace@example.com',
            system2faEnabled: true,
          }),
        ]),
    });
    renderPortal(`/systems/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication required' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Failed to access 2FA system'));
    expect(screen.getByRole('link', { name: 'Go to Security' }).getAttribute('href')).toBe(
      '/account/security/',
    );
    expect(screen.queryByTestId('system-page')).toBeNull();
  });

  it('asks a session that has not passed the second factor for its code before the system opens', async () => {
    let verified = false;
    const calls = stubCloud({
      'GET /api/account': () =>
        jsonResponse(200, { ...WITH_2FA, account2faEveryLogin: false, sessionVerified: verified }),
      'GET /api/systems': () => jsonResponse(200, [cloudSystem({ system2faEnabled: true })]),
      'POST /api/2fa/updateSession': () => {
        verified = true;
        return jsonResponse(200, { resultCode: 'ok' });
      },
    });
    renderPortal(`/systems/${ID}`);
    const step = await screen.findByTestId('second-factor');
    expect(within(step).getByText('Warehouse requires two-factor authentication.')).toBeTruthy();
    expect(within(step).getByRole('button', { name: 'All Systems' })).toBeTruthy();
    type(within(step).getByLabelText(/^Code or backup code/), '654321');
    fireEvent.click(within(step).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('system-page')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/2fa/updateSession')!.body).toEqual({
      verification_code: '654321',
    });
  });
});
