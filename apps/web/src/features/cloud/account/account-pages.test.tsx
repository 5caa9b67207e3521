import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, cloudError } from '../../../../test/cloud-fixtures.ts';
import { accountProbe, cloudSystem, renderPortal, stubCloud } from '../../../../test/fake-cloud.tsx';
import { jsonResponse } from '../../../../test/render.tsx';

vi.mock('../../../app/reload/load-page.ts', () => ({ loadPage: vi.fn(), replacePage: vi.fn() }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('account settings', () => {
  it('saves the name, and the header follows', async () => {
    const calls = stubCloud({
      ...accountProbe(ACCOUNT),
      'POST /api/account': ({ body }) => jsonResponse(200, { ...ACCOUNT, ...(body as object) }),
    });
    renderPortal('/account/');
    const form = await screen.findByRole('form', { name: 'Account settings' });
    const save = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect((within(form).getByLabelText(/^Email/) as HTMLInputElement).readOnly).toBe(true);
    type(within(form).getByLabelText(/^First name/), 'Augusta Ada');
    fireEvent.click(save);
    expect(await screen.findByRole('button', { name: 'User menu: Augusta Ada Lovelace' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/account')!.body).toEqual({
      first_name: 'Augusta Ada',
      last_name: 'Lovelace',
      language: 'en_US',
    });
  });
});

/** Opens the change password page as `account`, fills the passwords and submits. */
async function changePassword(account: typeof ACCOUNT, reply: () => Response) {
  const calls = stubCloud({ ...accountProbe(account), 'POST /api/account/changePassword': reply });
  renderPortal('/account/password/');
  const form = await screen.findByRole('form', { name: 'Change password' });
  type(within(form).getByLabelText(/^Current password/), 'old-secret-1');
  type(within(form).getByLabelText(/^New password/), 'Compiler-1952');
  type(within(form).getByLabelText(/^Confirm new password/), 'Compiler-1952');
  fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
  return { form, calls };
}

describe('change password', () => {
  const change = (reply: () => Response) => changePassword(ACCOUNT, reply);

  it('changes it and goes back to the account settings', async () => {
    const { calls } = await change(() => jsonResponse(200, { resultCode: 'ok' }));
    await waitFor(() => expect(window.location.pathname).toBe('/account/'));
    expect(calls.find((c) => c.path === '/api/account/changePassword')!.body).toEqual({
      old_password: 'old-secret-1',
      new_password: 'Compiler-1952',
    });
  });

  it('says when the current password is incorrect, and clears it', async () => {
    const { form } = await change(() => cloudError('wrongOldPassword', 'Current password is incorrect.'));
    expect(await within(form).findByText('Current password is incorrect.')).toBeTruthy();
    expect((within(form).getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('');
  });
});

describe('change password with two-factor authentication', () => {
  it('asks for a code of the app, says a refused one under it, and sends it', async () => {
    let tries = 0;
    const { form, calls } = await changePassword({ ...ACCOUNT, account2faEnabled: true }, () =>
      ++tries === 1 ? cloudError('badRequest', 'Bad request') : jsonResponse(200, { resultCode: 'ok' }),
    );
    expect(await within(form).findByText('Code is required')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/account/changePassword')).toBe(false);
    type(within(form).getByLabelText(/^Code/), '000000');
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Code is expired or incorrect')).toBeTruthy();
    type(within(form).getByLabelText(/^Code/), '123456');
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(window.location.pathname).toBe('/account/'));
    expect(calls.filter((c) => c.path === '/api/account/changePassword').at(-1)!.body).toEqual({
      old_password: 'old-secret-1',
      new_password: 'Compiler-1952',
      mfaCode: '123456',
    });
  });
});

describe('security', () => {
  it('shows whether two-factor authentication is on, and turns it off with a code', async () => {
    let enabled = true;
    const calls = stubCloud({
      'GET /api/account': () => jsonResponse(200, { ...ACCOUNT, account2faEnabled: enabled }),
      'GET /api/2fa/backup/codes': () => jsonResponse(200, []),
      'POST /api/account/security': () => {
        enabled = false;
        return jsonResponse(200, { account2faEnabled: false });
      },
    });
    renderPortal('/account/security/');
    expect((await screen.findByTestId('two-factor-state')).textContent).toBe('On');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    type(await screen.findByLabelText(/^Code/), '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByTestId('two-factor-state').textContent).toBe('Off'));
    expect(calls.find((c) => c.path === '/api/account/security')!.body).toEqual({
      action: 'deactivate',
      mfaCode: '123456',
    });
  });

  it('says a wrong code under the code', async () => {
    stubCloud({
      'GET /api/account': () => jsonResponse(200, { ...ACCOUNT, account2faEnabled: true }),
      'GET /api/2fa/backup/codes': () => jsonResponse(200, []),
      'POST /api/account/security': () => cloudError('wrongCode', 'Code is expired or incorrect'),
    });
    renderPortal('/account/security/');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    type(await screen.findByLabelText(/^Code/), '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Code is expired or incorrect')).toBeTruthy();
  });
});

describe('two-factor setup', () => {
  it('turns 2FA on with the new key, a code and the password, then makes backup codes', async () => {
    let enabled = false;
    const keyUrl = 'otpauth://totp/Argus:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Argus';
    const codes = ['abcd-efgh-ijkm', 'npqr-stuv-wxyz'];
    let made = false;
    const calls = stubCloud({
      'GET /api/account': () => jsonResponse(200, { ...ACCOUNT, account2faEnabled: enabled }),
      'POST /api/2fa/verification': () => jsonResponse(200, { keyUrl }),
      'POST /api/account/security': () => {
        enabled = true;
        return jsonResponse(200, { account2faEnabled: true });
      },
      'POST /api/2fa/backup': () => {
        made = true;
        return jsonResponse(
          200,
          codes.map((backup_code) => ({ backup_code })),
        );
      },
      'GET /api/2fa/backup/codes': () =>
        jsonResponse(200, made ? codes.map(() => ({ backup_code: '****-****-****' })) : []),
    });
    renderPortal('/account/security/');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP');
    type(screen.getByLabelText(/^Code/), '123456');
    type(screen.getByLabelText(/^Password/), 'Secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.getByTestId('two-factor-state').textContent).toBe('On'));
    expect(calls.find((c) => c.path === '/api/account/security')!.body).toEqual({
      action: 'activate',
      mfaCode: '123456',
      password: 'Secret-1',
    });
    expect((await screen.findByTestId('backup-codes-left')).textContent).toBe('0 unused backup codes left.');
    fireEvent.click(screen.getByRole('button', { name: 'Create backup codes' }));
    const list = await screen.findByTestId('new-backup-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    await waitFor(() =>
      expect(screen.getByTestId('backup-codes-left').textContent).toBe('2 unused backup codes left.'),
    );
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});

describe('second factor at login', () => {
  it('keeps the portal behind the second step until a code passes it', async () => {
    let verified = false;
    const calls = stubCloud({
      'GET /api/account': () =>
        jsonResponse(200, { ...ACCOUNT, account2faEnabled: true, sessionVerified: verified }),
      'POST /api/2fa/updateSession': ({ body }) => {
        if ((body as { verification_code: string }).verification_code !== '654321')
          return cloudError('wrongCode', 'Code is expired or incorrect');
        verified = true;
        return jsonResponse(200, { resultCode: 'ok' });
      },
      'GET /api/2fa/backup/codes': () => jsonResponse(200, []),
    });
    renderPortal('/account/security/');
    const step = await screen.findByTestId('second-factor');
    expect(screen.queryByTestId('two-factor-state')).toBeNull();
    type(within(step).getByLabelText(/^Code or backup code/), '111111');
    fireEvent.click(within(step).getByRole('button', { name: 'Continue' }));
    expect(await within(step).findByText('Code is expired or incorrect')).toBeTruthy();
    type(within(step).getByLabelText(/^Code or backup code/), ' 654321 ');
    fireEvent.click(within(step).getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('two-factor-state')).textContent).toBe('On');
    expect(calls.filter((c) => c.path === '/api/2fa/updateSession').at(-1)!.body).toEqual({
      verification_code: '654321',
    });
  });
});

describe('delete account', () => {
  it('deletes an account without systems after its password, and starts over at the landing', async () => {
    const { loadPage } = await import('../../../app/reload/load-page.ts');
    localStorage.setItem('loginState', ACCOUNT.email);
    const calls = stubCloud({
      ...accountProbe(ACCOUNT),
      'GET /api/systems': () => jsonResponse(200, []),
      'POST /api/account/delete': ({ body }) =>
        (body as { password: string }).password === 'right-one'
          ? jsonResponse(200, { resultCode: 'ok' })
          : cloudError('wrongPassword', 'Wrong password', { errorData: { password: ['Not recognized.'] } }),
    });
    renderPortal('/account/');
    const section = await screen.findByTestId('delete-account');
    const open = within(section).getByRole('button', { name: 'Delete account' }) as HTMLButtonElement;
    await waitFor(() => expect(open.disabled).toBe(false));
    fireEvent.click(open);
    const form = await screen.findByRole('form', { name: 'Delete account' });
    type(within(form).getByLabelText(/^Password/), 'wrong-one');
    fireEvent.click(within(form).getByRole('button', { name: 'Delete account' }));
    expect(await within(form).findByText('Wrong password')).toBeTruthy();
    type(within(form).getByLabelText(/^Password/), 'right-one');
    fireEvent.click(within(form).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(calls.filter((c) => c.path === '/api/account/delete').map((c) => c.body)).toEqual([
      { password: 'wrong-one' },
      { password: 'right-one' },
    ]);
    expect(localStorage.getItem('loginState')).toBe('');
  });

  it('says why an account that owns systems or has 2FA on cannot be deleted', async () => {
    stubCloud({
      ...accountProbe({ ...ACCOUNT, account2faEnabled: true }),
      'GET /api/systems': () => jsonResponse(200, [cloudSystem()]),
    });
    renderPortal('/account/');
    const section = await screen.findByTestId('delete-account');
    expect(await within(section).findByText(/It owns the System Warehouse/)).toBeTruthy();
    expect(within(section).getByText(/Two-factor authentication is on/)).toBeTruthy();
    expect(
      (within(section).getByRole('button', { name: 'Delete account' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
