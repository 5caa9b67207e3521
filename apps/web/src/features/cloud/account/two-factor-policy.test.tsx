import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, cloudError } from '../../../../test/cloud-fixtures.ts';
import { renderPortal, stubCloud } from '../../../../test/fake-cloud.tsx';
import { jsonResponse } from '../../../../test/render.tsx';

vi.mock('../../../app/reload/load-page.ts', () => ({ loadPage: vi.fn(), replacePage: vi.fn() }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const WITH_2FA = { ...ACCOUNT, account2faEnabled: true };

describe('when the second factor is asked', () => {
  it('offers the choice while 2FA is on and saves it', async () => {
    let everyLogin = true;
    const calls = stubCloud({
      'GET /api/account': () => jsonResponse(200, { ...WITH_2FA, account2faEveryLogin: everyLogin }),
      'GET /api/2fa/backup/codes': () => jsonResponse(200, []),
      'POST /api/account/twoFactorPolicy': ({ body }) => {
        everyLogin = (body as { account2faEveryLogin: boolean }).account2faEveryLogin;
        return jsonResponse(200, { account2faEveryLogin: everyLogin });
      },
    });
    renderPortal('/account/security/');
    const every = (await screen.findByRole('radio', { name: 'At every login' })) as HTMLInputElement;
    const systems = screen.getByRole('radio', {
      name: 'Only for Systems that require two-factor authentication',
    }) as HTMLInputElement;
    expect(every.checked).toBe(true);
    fireEvent.click(systems);
    await waitFor(() => expect(systems.checked).toBe(true));
    expect(calls.find((c) => c.path === '/api/account/twoFactorPolicy')!.body).toEqual({
      account2faEveryLogin: false,
    });
  });

  it('says when the session must pass the second factor first', async () => {
    stubCloud({
      'GET /api/account': () => jsonResponse(200, WITH_2FA),
      'GET /api/2fa/backup/codes': () => jsonResponse(200, []),
      'POST /api/account/twoFactorPolicy': () =>
        cloudError('second_factor_required', 'Second factor is required'),
    });
    renderPortal('/account/security/');
    fireEvent.click(
      await screen.findByRole('radio', { name: 'Only for Systems that require two-factor authentication' }),
    );
    expect(await screen.findByText('Log in again with your code to change this.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'At every login' }) as HTMLInputElement).checked).toBe(true);
  });

  it('has no choice while 2FA is off', async () => {
    stubCloud({ 'GET /api/account': () => jsonResponse(200, ACCOUNT) });
    renderPortal('/account/security/');
    expect((await screen.findByTestId('two-factor-state')).textContent).toBe('Off');
    expect(screen.queryByTestId('two-factor-policy')).toBeNull();
  });

  it('opens the portal without the second step when the policy asks it only for systems', async () => {
    stubCloud({
      'GET /api/account': () =>
        jsonResponse(200, { ...WITH_2FA, account2faEveryLogin: false, sessionVerified: false }),
      'GET /api/2fa/backup/codes': () => jsonResponse(200, []),
    });
    renderPortal('/account/security/');
    expect((await screen.findByTestId('two-factor-state')).textContent).toBe('On');
    expect(screen.queryByTestId('second-factor')).toBeNull();
  });
});
