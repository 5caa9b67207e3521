import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { CookieBanner } from '../../app/shell/CookieBanner.tsx';
import { COOKIE_BANNER_KEY } from '../../ui/CookieNotice.tsx';
import { LoginModal } from './LoginModal.tsx';
import { navigateAndReload } from './navigate-reload.ts';

vi.mock('./navigate-reload.ts', () => ({ LOGIN_REDIRECT_DELAY_MS: 150, navigateAndReload: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(navigateAndReload).mockReset();
});

async function openModal() {
  renderWithProviders(<LoginModal />);
  return {
    login: (await screen.findByLabelText(/^Login/)) as HTMLInputElement,
    password: screen.getByLabelText(/^Password/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Log In' }),
  };
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('login modal', () => {
  it('lets the cookie notice be dismissed from the dialog, which hides the page’s cookie bar too', async () => {
    localStorage.removeItem(COOKIE_BANNER_KEY);
    try {
      renderWithProviders(
        <>
          <LoginModal />
          <CookieBanner />
        </>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Log in' });
      expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
      await waitFor(() => expect(screen.queryAllByTestId('cookie-notice')).toHaveLength(0));
      expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
      expect(localStorage.getItem(COOKIE_BANNER_KEY)).toBe('true');
    } finally {
      localStorage.removeItem(COOKIE_BANNER_KEY);
    }
  });

  it('sets the page title and shows Login, Password and Log In', async () => {
    await openModal();
    expect(document.title).toBe('Log in');
  });

  it('focuses the login field, and Tab never leaves the dialog', async () => {
    const { login, password, submit } = await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await waitFor(() => expect(document.activeElement).toBe(login));
    // The page's one h1 is the dialog's title.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Log in']);

    const tab = (shift = false) =>
      fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: shift });
    // The dialog's last control is the cookie notice's button until it is dismissed.
    const last = within(dialog).getByRole('button', { name: 'Got it' });
    expect(submit.compareDocumentPosition(last) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    last.focus();
    tab();
    expect(document.activeElement).toBe(login);
    tab(true);
    expect(document.activeElement).toBe(last);
    password.focus();
    tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('hides errors until the first submit, then clears them on any change', async () => {
    const { login, password, submit } = await openModal();
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(screen.queryByText('Login is required')).toBeNull();
    fireEvent.click(submit);
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Login is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    type(login, 'admin');
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(screen.queryByText('Login is required')).toBeNull();
    fireEvent.click(submit);
    expect(await screen.findByText('Password is required')).toBeTruthy();
    type(password, 'x');
    expect(screen.queryByText('Password is required')).toBeNull();
  });

  it('accepts a plain user name and posts a cookie login', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { username: 'admin', token: 'vms-1', ageS: 0, expiresInS: 100 }),
    );
    const { login, password, submit } = await openModal();
    type(login, 'admin');
    type(password, 'secret123');
    fireEvent.click(submit);
    // The landing: / sends each user to their own page (administrators to /settings, guards to /view).
    await waitFor(() => expect(navigateAndReload).toHaveBeenCalledWith('/'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest/v1/login/sessions');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'admin',
      password: 'secret123',
      setCookie: true,
    });
  });

  it.each([
    [422, { error: '2', errorId: 'invalidParameter', errorString: 'Wrong password.' }],
    [404, { error: '9', errorId: 'notFound', errorString: 'This user does not exist.' }],
  ])('on %i shows "Wrong login or password", clears and focuses the password', async (status, body) => {
    fetchMock.mockResolvedValue(jsonResponse(status, body));
    const { login, password, submit } = await openModal();
    type(login, 'admin');
    type(password, 'wrong-one');
    fireEvent.click(submit);
    expect(await screen.findByText('Wrong login or password')).toBeTruthy();
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);
    expect(login.value).toBe('admin');
    type(password, 'a');
    expect(screen.queryByText('Wrong login or password')).toBeNull();
  });

  it('shows the lockout message on 503 Auth_LockedOut', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        503,
        {
          error: '11',
          errorId: 'serviceUnavailable',
          errorString: 'The user is locked out due to several failed attempts. Please try again later.',
        },
        { 'x-auth-result': 'Auth_LockedOut' },
      ),
    );
    const { login, password, submit } = await openModal();
    type(login, 'admin');
    type(password, 'whatever1');
    fireEvent.click(submit);
    expect(await screen.findByText('Too many attempts. Try again in a minute.')).toBeTruthy();
  });

  it('goes to `next` with the host stripped after login', async () => {
    window.history.replaceState(
      null,
      '',
      `/?next=${encodeURIComponent('https://evil.example/settings/users?a=1#top')}`,
    );
    fetchMock.mockResolvedValue(
      jsonResponse(200, { username: 'admin', token: 'vms-1', ageS: 0, expiresInS: 100 }),
    );
    const { login, password, submit } = await openModal();
    type(login, 'admin');
    type(password, 'secret123');
    fireEvent.click(submit);
    await waitFor(() => expect(navigateAndReload).toHaveBeenCalledWith('/settings/users?a=1#top'));
  });

  it('logs in with a `token` parameter without showing the form', async () => {
    window.history.replaceState(null, '', '/settings?token=vms-abc');
    fetchMock.mockResolvedValue(
      jsonResponse(200, { username: 'admin', token: 'vms-abc', ageS: 0, expiresInS: 1 }),
    );
    renderWithProviders(<LoginModal />);
    await waitFor(() => expect(navigateAndReload).toHaveBeenCalledWith('/'), { timeout: 2000 });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/rest/v1/login/sessions/vms-abc?setCookie=true');
  });
});
