import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, cloudError } from '../../../../test/cloud-fixtures.ts';
import { accountProbe, renderPortal, stubCloud } from '../../../../test/fake-cloud.tsx';
import { jsonResponse } from '../../../../test/render.tsx';
import { replacePage } from '../../../app/reload/load-page.ts';

vi.mock('../../../app/reload/load-page.ts', () => ({ loadPage: vi.fn(), replacePage: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(replacePage).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const RETURN = 'http://127.0.0.1:5123/callback';
const authorizePath = (extra = '') =>
  `/authorize?client_type=loginToCloud&view_type=web&redirect_uri=${encodeURIComponent(RETURN)}&state=st-1${extra}`;

async function logIn(password = 'secret-123', button = 'Log In') {
  const card = await screen.findByTestId('authorize');
  const email = within(card).getByLabelText(/^Email/) as HTMLInputElement;
  if (!email.disabled) type(email, 'ada@example.com');
  type(within(card).getByLabelText(/^Password/), password);
  fireEvent.click(within(card).getByRole('button', { name: button }));
  return card;
}

const SECOND_FACTOR_AUTHENTICATE = {
  'POST /oauth/authenticate': () =>
    jsonResponse(200, { code: 'code-2', link: '', error: 'second_factor_required' }),
};

async function enterSecondFactor(value: string) {
  const form = await screen.findByRole('form', { name: 'Two-factor authentication' });
  type(within(form).getByLabelText(/^Code or backup code/), value);
  fireEvent.click(within(form).getByRole('button', { name: 'Continue' }));
  return form;
}

describe('/authorize with a redirect_uri (cloud-api §4.6)', () => {
  it('logs in for a code and returns to the application with the code and the state', async () => {
    const calls = stubCloud({
      ...accountProbe(null),
      'POST /oauth/authenticate': () => jsonResponse(200, { code: 'code-1', link: `${RETURN}?code=code-1` }),
    });
    renderPortal(authorizePath('&client_id=desktop&scope=cloudSystemId%3Dsys-1'));
    expect((await screen.findByTestId('authorize-target')).textContent).toContain('127.0.0.1:5123');
    const card = await logIn();
    expect(within(card).queryByLabelText('Stay logged in')).toBeNull();
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith(`${RETURN}?code=code-1&state=st-1`));
    expect(calls.find((c) => c.path === '/oauth/authenticate')!.body).toEqual({
      client_id: 'desktop',
      email: 'ada@example.com',
      password: 'secret-123',
      response_type: 'code',
      grant_type: 'password',
      redirect_uri: RETURN,
      state: 'st-1',
      scope: 'cloudSystemId=sys-1',
    });
    expect(calls.some((c) => c.path === '/api/account/login')).toBe(false);
  });

  it('says when the password is wrong and stays', async () => {
    stubCloud({
      ...accountProbe(null),
      'POST /oauth/authenticate': () => cloudError('notAuthorized', 'Password is invalid'),
    });
    renderPortal(authorizePath());
    const card = await logIn('wrong-1');
    expect(await within(card).findByText('Wrong login or password')).toBeTruthy();
    expect(replacePage).not.toHaveBeenCalled();
  });

  it('asks a logged-in account to confirm, then gives a code of its session', async () => {
    const calls = stubCloud({
      ...accountProbe(ACCOUNT),
      'POST /api/systems/sys-1/code': () => jsonResponse(200, { code: 'code-3' }),
    });
    renderPortal(authorizePath('&scope=cloudSystemId%3Dsys-1'));
    const card = await screen.findByTestId('authorize');
    expect(await within(card).findByText('You are logged in as Ada Lovelace.')).toBeTruthy();
    expect(replacePage).not.toHaveBeenCalled();
    fireEvent.click(within(card).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith(`${RETURN}?code=code-3&state=st-1`));
    expect(calls.filter((c) => c.path === '/api/systems/sys-1/code')).toHaveLength(1);
  });

  it('tells a logged-in account without access to the system', async () => {
    stubCloud({
      ...accountProbe(ACCOUNT),
      'POST /api/systems/sys-2/code': () => cloudError('notFound', 'Not found'),
    });
    renderPortal(authorizePath('&scope=cloudSystemId%3Dsys-2'));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('authorize-failure')).textContent).toBe(
      'Your account has no access to this system.',
    );
    expect(replacePage).not.toHaveBeenCalled();
  });

  it('refuses a redirect_uri that is not an http(s) address', async () => {
    const calls = stubCloud(accountProbe(null));
    renderPortal('/authorize?redirect_uri=javascript%3Aalert(1)');
    expect(await screen.findByTestId('authorize-invalid')).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(calls.some((c) => c.path === '/oauth/authenticate')).toBe(false);
  });
});

describe('/authorize: the second factor inside the flow (cloud-api §3.4)', () => {
  it('asks a 2FA account for its code, passes the login code with it, then returns the code', async () => {
    const calls = stubCloud({
      ...accountProbe(null),
      ...SECOND_FACTOR_AUTHENTICATE,
      'GET /api/2fa/verification': () => jsonResponse(200, { resultCode: 'ok' }),
    });
    renderPortal(authorizePath());
    await logIn();
    await enterSecondFactor('123456');
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith(`${RETURN}?code=code-2&state=st-1`));
    const check = calls.find((c) => c.path === '/api/2fa/verification')!;
    expect(new URLSearchParams(check.search).get('code')).toBe('code-2');
    expect(new URLSearchParams(check.search).get('verification_code')).toBe('123456');
  });

  it('takes a backup code at the backup check', async () => {
    const calls = stubCloud({
      ...accountProbe(null),
      ...SECOND_FACTOR_AUTHENTICATE,
      'GET /api/2fa/backup': () => jsonResponse(200, { resultCode: 'ok' }),
    });
    renderPortal(authorizePath());
    await logIn();
    await enterSecondFactor('abcd-efgh-ijkl');
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith(`${RETURN}?code=code-2&state=st-1`));
    expect(new URLSearchParams(calls.find((c) => c.path === '/api/2fa/backup')!.search).get('code')).toBe(
      'code-2',
    );
  });

  it('says when the code is wrong and keeps the code back', async () => {
    stubCloud({
      ...accountProbe(null),
      ...SECOND_FACTOR_AUTHENTICATE,
      'GET /api/2fa/verification': () => cloudError('wrongCode', 'Code is expired or incorrect'),
    });
    renderPortal(authorizePath());
    await logIn();
    const form = await enterSecondFactor('000000');
    expect(await within(form).findByText('Code is expired or incorrect')).toBeTruthy();
    expect(replacePage).not.toHaveBeenCalled();
  });

  it('tells the application when the user gives up', async () => {
    stubCloud({ ...accountProbe(null), ...SECOND_FACTOR_AUTHENTICATE });
    renderPortal(authorizePath());
    await logIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel and go back' }));
    expect(replacePage).toHaveBeenCalledWith(`${RETURN}?error=second_factor_required&state=st-1`);
  });
});

describe('/authorize per client_type (cloud-api §4.6)', () => {
  const path = (clientType: string, extra = '') =>
    `/authorize?client_type=${clientType}&view_type=web&redirect_uri=${encodeURIComponent(RETURN)}&state=st-1${extra}`;
  const authenticated = { 'POST /oauth/authenticate': () => jsonResponse(200, { code: 'code-9', link: '' }) };

  it.each([
    ['confirmPasswordDisconnect', 'disconnecting the system from the cloud'],
    ['confirmPasswordMerge', 'merging the systems'],
    ['confirmPasswordCreateBackup', 'creating a backup of the system'],
    ['confirmPasswordRestoreBackup', 'restoring the system from a backup'],
    ['confirmPasswordResetServer', 'resetting the server to its defaults'],
    ['confirmPasswordRestartServer', 'restarting the server'],
    ['confirmPasswordDetachServer', 'detaching the server from the system'],
    ['confirmPasswordTransfer', 'transferring the ownership of the system'],
  ])('%s: the logged-in account enters its password again for a fresh code', async (clientType, what) => {
    const calls = stubCloud({ ...accountProbe(ACCOUNT), ...authenticated });
    renderPortal(path(clientType));
    const card = await screen.findByTestId('authorize');
    expect(await within(card).findByText(`Enter your password to confirm: ${what}.`)).toBeTruthy();
    const email = within(card).getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.disabled).toBe(true);
    await logIn('secret-123', 'Confirm');
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith(`${RETURN}?code=code-9&state=st-1`));
    expect(calls.find((c) => c.path === '/oauth/authenticate')!.body).toMatchObject({
      email: 'ada@example.com',
      password: 'secret-123',
    });
    expect(calls.some((c) => c.path.endsWith('/code'))).toBe(false);
  });

  it.each(['renewSessionDesktop', 'renewSessionWeb'])(
    '%s: a fresh code of the account the client names',
    async (clientType) => {
      const calls = stubCloud({ ...accountProbe(null), ...authenticated });
      renderPortal(path(clientType, '&email=ada%40example.com'));
      const card = await screen.findByTestId('authorize');
      expect(within(card).getByText(/Your session as ada@example.com has to be renewed/)).toBeTruthy();
      expect((within(card).getByLabelText(/^Email/) as HTMLInputElement).disabled).toBe(true);
      await logIn('secret-123', 'Continue');
      await waitFor(() => expect(replacePage).toHaveBeenCalledWith(`${RETURN}?code=code-9&state=st-1`));
      expect(calls.find((c) => c.path === '/oauth/authenticate')!.body).toMatchObject({
        email: 'ada@example.com',
      });
    },
  );

  it('renewSessionWeb2FA: asks the second factor as well', async () => {
    stubCloud({
      ...accountProbe(null),
      ...SECOND_FACTOR_AUTHENTICATE,
      'GET /api/2fa/verification': () => jsonResponse(200, { resultCode: 'ok' }),
    });
    renderPortal(path('renewSessionWeb2FA', '&email=ada%40example.com'));
    await logIn('secret-123', 'Continue');
    await enterSecondFactor('123456');
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith(`${RETURN}?code=code-2&state=st-1`));
  });

  it('renewSessionWeb2FA: an account without two-factor authentication is sent back with the error', async () => {
    stubCloud({ ...accountProbe(null), ...authenticated });
    renderPortal(path('renewSessionWeb2FA', '&email=ada%40example.com'));
    await logIn('secret-123', 'Continue');
    await waitFor(() =>
      expect(replacePage).toHaveBeenCalledWith(`${RETURN}?error=2fa_disabled_for_the_user&state=st-1`),
    );
  });

  it('system2faAuth: a logged-in account passes its second factor for the code of the system', async () => {
    const calls = stubCloud({
      ...accountProbe({ ...ACCOUNT, account2faEnabled: true, sessionVerified: false }),
      'POST /api/systems/sys-1/code': () => jsonResponse(200, { code: 'code-5' }),
      'GET /api/2fa/verification': () => jsonResponse(200, { resultCode: 'ok' }),
    });
    renderPortal(path('system2faAuth', '&scope=cloudSystemId%3Dsys-1'));
    expect(await screen.findByText('Two-factor authentication required')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await enterSecondFactor('123456');
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith(`${RETURN}?code=code-5&state=st-1`));
    expect(
      new URLSearchParams(calls.find((c) => c.path === '/api/2fa/verification')!.search).get('code'),
    ).toBe('code-5');
  });

  it('system2faAuth: an account without two-factor authentication is sent back with the error', async () => {
    const calls = stubCloud(accountProbe(ACCOUNT));
    renderPortal(path('system2faAuth', '&scope=cloudSystemId%3Dsys-1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(replacePage).toHaveBeenCalledWith(`${RETURN}?error=2fa_disabled_for_the_user&state=st-1`);
    expect(calls.some((c) => c.path.endsWith('/code'))).toBe(false);
  });

  it.each(['createAccount', 'create'])(
    '%s: registers on the page, then logs in for the code',
    async (type_) => {
      const calls = stubCloud({
        ...accountProbe(null),
        'POST /api/account/register': () => jsonResponse(200, { activated: true }),
        ...authenticated,
      });
      renderPortal(path(type_));
      const form = await screen.findByRole('form', { name: 'Create account' });
      type(within(form).getByLabelText(/^Email/), 'ada@example.com');
      type(within(form).getByLabelText(/^First name/), 'Ada');
      type(within(form).getByLabelText(/^Last name/), 'Lovelace');
      type(within(form).getByLabelText(/^Password/), 'Engine-1843');
      fireEvent.click(within(form).getByLabelText(/I agree/));
      fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
      expect((await screen.findByTestId('authorize-notice')).textContent).toBe(
        'Your account is ready. Log in to continue.',
      );
      await logIn('Engine-1843');
      await waitFor(() => expect(replacePage).toHaveBeenCalledWith(`${RETURN}?code=code-9&state=st-1`));
      expect(calls.find((c) => c.path === '/oauth/authenticate')!.body).toMatchObject({
        email: 'ada@example.com',
        password: 'Engine-1843',
      });
    },
  );

  it.each([
    ['loginToWebadmin', "Log in with your account to open the system's web administration."],
    ['loginWebadmin', "Log in with your account to open the system's web administration."],
    ['connectSystemToCloud', 'Log in with your account to connect the system to the cloud.'],
    ['setupWizard', 'Log in with your account to finish setting up the system.'],
    ['openClientFromCloud', 'Log in with your account to open the system in the application.'],
    ['loginToCloud', 'Log in with your account to continue.'],
  ])('%s: a login for a code, saying what it is for', async (clientType, sentence) => {
    stubCloud({ ...accountProbe(null), ...authenticated });
    renderPortal(path(clientType));
    expect(await screen.findByText(sentence)).toBeTruthy();
    await logIn();
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith(`${RETURN}?code=code-9&state=st-1`));
  });

  it('prefills the e-mail the client names', async () => {
    stubCloud(accountProbe(null));
    renderPortal(path('loginToCloud', '&email=grace%40example.com'));
    const card = await screen.findByTestId('authorize');
    expect((within(card).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('grace@example.com');
  });
});

describe('/authorize view_type (spec 000 §2 "Application shell")', () => {
  it.each(['desktop', 'mobile'])('%s: the page without the portal header and footer', async (view) => {
    stubCloud(accountProbe(null));
    renderPortal(`/authorize?view_type=${view}&redirect_uri=${encodeURIComponent(RETURN)}`);
    await screen.findByTestId('authorize');
    expect(document.querySelector('header')).toBeNull();
    expect(screen.queryByTestId('footer')).toBeNull();
  });

  it('web: the page in the portal frame', async () => {
    stubCloud(accountProbe(null));
    renderPortal(`/authorize?view_type=web&redirect_uri=${encodeURIComponent(RETURN)}`);
    await screen.findByTestId('authorize');
    expect(document.querySelector('header')).not.toBeNull();
  });
});
