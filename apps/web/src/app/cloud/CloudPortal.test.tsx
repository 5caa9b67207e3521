import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, cloudError } from '../../../test/cloud-fixtures.ts';
import { accountProbe, cloudSystem, renderPortal, stubCloud } from '../../../test/fake-cloud.tsx';
import { jsonResponse } from '../../../test/render.tsx';
import { LOGIN_STATE_STORAGE_KEY } from '../../features/cloud/auth/login-state.ts';
import { loadPage, replacePage } from '../reload/load-page.ts';

vi.mock('../reload/load-page.ts', () => ({ loadPage: vi.fn(), replacePage: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  document.title = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockReset();
  vi.mocked(replacePage).mockReset();
});

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('the portal at /', () => {
  it('shows a visitor the landing, with Log In and Create account', async () => {
    stubCloud(accountProbe(null));
    renderPortal('/');
    const landing = await screen.findByTestId('landing');
    expect(within(landing).getByRole('heading', { level: 1, name: 'Welcome to Argus Cloud' })).toBeTruthy();
    expect(within(landing).getByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(within(landing).getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(document.title).toBe('Argus Cloud');
    expect(screen.getByTestId('footer')).toBeTruthy();
  });

  it('sends a logged-in account to its systems', async () => {
    stubCloud({
      ...accountProbe(ACCOUNT),
      'GET /api/systems': () =>
        jsonResponse(200, [
          cloudSystem(),
          cloudSystem({ id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Yard' }),
        ]),
    });
    renderPortal('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Systems' })).toBeTruthy();
    expect(window.location.pathname).toBe('/systems');
    expect(await screen.findByText('Warehouse')).toBeTruthy();
    expect(document.title).toBe('Systems');
    // The header holds the account menu and the system switcher; /systems pages have no footer.
    expect(screen.getByRole('button', { name: 'User menu: Ada Lovelace' })).toBeTruthy();
    expect(screen.getByTestId('system-switcher')).toBeTruthy();
    expect(screen.queryByTestId('footer')).toBeNull();
  });

  it('stores the login state a second after the account is known', async () => {
    stubCloud({ ...accountProbe(ACCOUNT), 'GET /api/systems': () => jsonResponse(200, []) });
    renderPortal('/systems');
    expect(await screen.findByTestId('no-systems')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(LOGIN_STATE_STORAGE_KEY)).toBe(ACCOUNT.email));
  });
});

describe('logging in', () => {
  async function openLogin() {
    renderPortal('/');
    const landing = await screen.findByTestId('landing');
    fireEvent.click(within(landing).getByRole('button', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const email = within(dialog).getByLabelText(/^Email/) as HTMLInputElement;
    const password = within(dialog).getByLabelText(/^Password/) as HTMLInputElement;
    type(email, 'ada@example.com');
    type(password, 'secret-123');
    return { dialog, email, password, submit: within(dialog).getByRole('button', { name: 'Log In' }) };
  }

  it('posts the e-mail and password, then goes to /systems and reloads', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the cloud sets for scripts to read
    document.cookie = 'csrftoken=csrf-1; path=/';
    const calls = stubCloud({
      ...accountProbe(null),
      'POST /api/account/login': () => jsonResponse(200, ACCOUNT),
    });
    const { submit } = await openLogin();
    fireEvent.click(submit);
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/systems'));
    const login = calls.find((c) => c.path === '/api/account/login')!;
    expect(login.body).toMatchObject({ email: 'ada@example.com', password: 'secret-123', remember: false });
    expect(login.headers['X-CSRFToken']).toBe('csrf-1');
    // biome-ignore lint/suspicious/noDocumentCookie: clean up
    document.cookie = 'csrftoken=; Max-Age=0; path=/';
  });

  it.each([
    ['an unknown account', () => cloudError('notFound', 'User not in cloud portal')],
    ['a wrong password', () => cloudError('notAuthorized', 'Password is invalid')],
  ])('says "Wrong login or password" for %s, and clears and focuses the password', async (_case, reply) => {
    stubCloud({ ...accountProbe(null), 'POST /api/account/login': reply });
    const { dialog, password, submit } = await openLogin();
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Wrong login or password')).toBeTruthy();
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);
    // A wrong password on login is no lost session.
    expect(screen.queryByTestId('session-expired-dialog')).toBeNull();
  });

  it('says when there were too many attempts', async () => {
    stubCloud({
      ...accountProbe(null),
      'POST /api/account/login': () => cloudError('accountBlocked', 'Account is blocked'),
    });
    const { dialog, submit } = await openLogin();
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Too many attempts. Try again in a minute.')).toBeTruthy();
  });

  it('links an account that is not activated to sending its activation again', async () => {
    stubCloud({
      ...accountProbe(null),
      'POST /api/account/login': () => cloudError('accountNotActivated', 'Account is not activated'),
    });
    const { dialog, submit } = await openLogin();
    fireEvent.click(submit);
    const link = await within(dialog).findByRole('link', { name: 'Send the activation e-mail again' });
    expect(link.getAttribute('href')).toBe('/activate?email=ada%40example.com');
  });

  it('asks for the password before calling the cloud', async () => {
    const calls = stubCloud(accountProbe(null));
    const { dialog, password, submit } = await openLogin();
    type(password, '');
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Password is required')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/account/login')).toHaveLength(0);
  });

  it('shows the login over a page that needs an account, and comes back to it', async () => {
    stubCloud({
      ...accountProbe(null),
      'POST /api/account/login': () => jsonResponse(200, ACCOUNT),
    });
    renderPortal('/account/security/');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(document.title).toBe('Log in');
    type(within(dialog).getByLabelText(/^Email/), 'ada@example.com');
    type(within(dialog).getByLabelText(/^Password/), 'secret-123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/account/security/'));
  });
});

describe('one-step logins from the address (spec 000 §4)', () => {
  it('logs in with a code and goes to next', async () => {
    const calls = stubCloud({
      ...accountProbe(null),
      'POST /api/account/loginCode': () => jsonResponse(200, ACCOUNT),
    });
    renderPortal('/?code=code-1&next=%2Fsystems%2Fabc');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/systems/abc'));
    expect(calls.find((c) => c.path === '/api/account/loginCode')!.body).toEqual({ code: 'code-1' });
  });

  it('logs in with an access token', async () => {
    const calls = stubCloud({
      ...accountProbe(null),
      'POST /api/account/loginTokens': () => jsonResponse(200, ACCOUNT),
    });
    renderPortal('/?token=tok-1');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/systems'), { timeout: 3000 });
    expect(calls.find((c) => c.path === '/api/account/loginTokens')!.body).toEqual({ access_token: 'tok-1' });
  });

  it('exchanges a refresh token (auth) for a code, then logs in with the code', async () => {
    const calls = stubCloud({
      ...accountProbe(null),
      'POST /oauth/token': () => jsonResponse(200, { code: 'code-9' }),
      'POST /api/account/loginCode': () => jsonResponse(200, ACCOUNT),
    });
    renderPortal('/?auth=refresh-1');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/systems'));
    expect(calls.find((c) => c.path === '/oauth/token')!.body).toEqual({
      grant_type: 'refresh_token',
      response_type: 'code',
      refresh_token: 'refresh-1',
    });
    expect(calls.find((c) => c.path === '/api/account/loginCode')!.body).toEqual({ code: 'code-9' });
  });

  it('says when a code fails and drops it from the address', async () => {
    stubCloud({
      ...accountProbe(null),
      'POST /api/account/loginCode': () => cloudError('notAuthorized', 'Code is expired or incorrect'),
    });
    const { unmount } = renderPortal('/?code=old&next=%2Fsystems');
    expect(await screen.findByText('Code is expired or incorrect')).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe('?next=%2Fsystems'));
    // The toast and the pending reload would outlive the test (the next test looks for the same text).
    notifications.clean();
    unmount();
  });
});

describe('an expired session', () => {
  it('opens the expired-session dialog when a call answers 401 with detail, and reloads on closing', async () => {
    stubCloud({
      ...accountProbe(ACCOUNT),
      'GET /api/systems': () =>
        cloudError('notAuthorized', 'Authentication credentials were not provided.', {
          detail: 'Authentication credentials were not provided.',
        }),
    });
    renderPortal('/systems');
    const dialog = await screen.findByTestId('session-expired-dialog');
    expect(within(dialog).getByText('Your session has expired. Please log in again.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in again' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledOnce());
  });
});

describe('links of the cloud e-mails', () => {
  it.each([
    ['/activate/code-1', '/authorize/activate/code-1'],
    ['/restore_password/code-2?x=1', '/authorize/restore_password/code-2?x=1'],
  ])('%s goes to /authorize and the same address, with a reload', async (from, to) => {
    stubCloud(accountProbe(null));
    renderPortal(from);
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith(to));
  });

  it('activates the account of an activation link', async () => {
    const calls = stubCloud({
      ...accountProbe(null),
      'POST /api/account/activate': () => jsonResponse(200, { resultCode: 'ok' }),
    });
    renderPortal('/authorize/activate/code-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account activated' })).toBeTruthy();
    expect(document.title).toBe('Account activated');
    expect(calls.filter((c) => c.path === '/api/account/activate').map((c) => c.body)).toEqual([
      { code: 'code-1' },
    ]);
  });

  it('says when an activation code is expired or used', async () => {
    stubCloud({
      ...accountProbe(null),
      'POST /api/account/activate': () => cloudError('wrongCode', 'Code is expired or incorrect'),
    });
    renderPortal('/authorize/activate/code-1');
    expect(await screen.findByText('Code is expired or incorrect')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send activation link' })).toBeTruthy();
  });
});

describe('page titles', () => {
  it.each([
    ['/register', null, 'Create account'],
    ['/activate', null, 'Activate account'],
    ['/restore_password', null, 'Reset password'],
    ['/authorize', null, 'Authorization'],
    ['/account/', ACCOUNT, 'Account settings'],
    ['/account/password/', ACCOUNT, 'Change password'],
    ['/account/security/', ACCOUNT, 'Security'],
    ['/systems/6f0c3a53-0b1e-4c4b-9a4e-2a1d3c5e7f90', ACCOUNT, 'System'],
    ['/systems/unknown/view', ACCOUNT, 'Failed to access system'],
    ['/no/such/page', null, 'Page not found'],
    ['/404', null, 'Page not found'],
  ])('%s is titled by its page', async (path, account, title) => {
    stubCloud({ ...accountProbe(account), 'GET /api/systems': () => jsonResponse(200, [cloudSystem()]) });
    renderPortal(path);
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('a system', () => {
  it('shows its name, and its offline state instead of its pages while it is offline', async () => {
    stubCloud({
      ...accountProbe(ACCOUNT),
      'GET /api/systems': () => jsonResponse(200, [cloudSystem({ stateOfHealth: 'offline' })]),
    });
    renderPortal('/systems/6f0c3a53-0b1e-4c4b-9a4e-2a1d3c5e7f90/settings');
    const page = await screen.findByTestId('system-page');
    expect(within(page).getByRole('heading', { level: 1, name: 'Warehouse' })).toBeTruthy();
    expect(
      within(await screen.findByTestId('system-offline')).getByText('The System is offline'),
    ).toBeTruthy();
    expect(
      within(page).getByText('The System is offline: none of its servers is connected to the cloud.'),
    ).toBeTruthy();
  });
});

describe('the account menu', () => {
  it('names the account and logs out to the landing', async () => {
    const calls = stubCloud({
      ...accountProbe(ACCOUNT),
      'POST /api/account/logout': () => jsonResponse(200, { resultCode: 'ok' }),
    });
    renderPortal('/account/');
    fireEvent.click(await screen.findByRole('button', { name: 'User menu: Ada Lovelace' }));
    const menu = await screen.findByTestId('account-menu');
    // In jsdom the dropdown gets display: none right after it has shown; its items stay in the document.
    const item = (name: string) => within(menu).getByRole('menuitem', { name, hidden: true });
    expect(within(menu).getByText(ACCOUNT.email)).toBeTruthy();
    const links: [string, string][] = [
      ['Account settings', '/account/'],
      ['Change password', '/account/password/'],
      ['Security', '/account/security/'],
    ];
    for (const [name, href] of links) expect(item(name).getAttribute('href')).toBe(href);
    fireEvent.click(item('Log out'));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/account/logout')).toBe(true);
    expect(localStorage.getItem(LOGIN_STATE_STORAGE_KEY)).toBe('');
  });
});
