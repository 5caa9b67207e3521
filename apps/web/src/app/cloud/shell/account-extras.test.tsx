import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, cloudError } from '../../../../test/cloud-fixtures.ts';
import { accountProbe, renderPortal, stubCloud } from '../../../../test/fake-cloud.tsx';
import { jsonResponse } from '../../../../test/render.tsx';
import { loadPage } from '../../reload/load-page.ts';

vi.mock('../../reload/load-page.ts', () => ({ loadPage: vi.fn(), replacePage: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(loadPage).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('the theme of the account', () => {
  it('applies the stored theme once the account is known, and stores a new choice', async () => {
    const calls = stubCloud({
      ...accountProbe(ACCOUNT),
      'GET /api/custom-properties/theme': () => jsonResponse(200, { theme: 'dark' }),
      'POST /api/custom-properties/theme': ({ body }) => jsonResponse(201, body),
    });
    renderPortal('/account/');
    await waitFor(() => expect(scheme()).toBe('dark'));
    fireEvent.click(await screen.findByRole('button', { name: 'User menu: Ada Lovelace' }));
    const menu = await screen.findByTestId('account-menu');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Light', hidden: true }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path === '/api/custom-properties/theme')?.body,
      ).toEqual({
        theme: 'light',
      }),
    );
    expect(scheme()).toBe('light');
  });

  it("keeps this browser's theme for an account that never chose one", async () => {
    localStorage.setItem('theme', 'dark');
    const calls = stubCloud({
      ...accountProbe(ACCOUNT),
      'GET /api/custom-properties/theme': () =>
        cloudError('notFound', `Custom property theme was not found for user ${ACCOUNT.email}`),
    });
    renderPortal('/account/');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/custom-properties/theme')).toBe(true));
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

describe('the language of the account', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en_US');
  });

  it('saves the language chosen in the account menu with the account', async () => {
    const calls = stubCloud({
      ...accountProbe(ACCOUNT),
      'POST /api/utils/language': ({ body }) => jsonResponse(200, body),
    });
    renderPortal('/account/');
    fireEvent.click(await screen.findByRole('button', { name: 'User menu: Ada Lovelace' }));
    const menu = await screen.findByTestId('account-menu');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch', hidden: true }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/utils/language')?.body).toEqual({
        language: 'de_DE',
      }),
    );
    await waitFor(() => expect(i18next.language).toBe('de_DE'));
    // Stored for this browser: the other tabs reload on it (spec 000 §4).
    expect(localStorage.getItem('language')).toBe('de_DE');
  });

  it('says so when the language could not be saved, and keeps it for this browser', async () => {
    stubCloud({
      ...accountProbe(ACCOUNT),
      'POST /api/utils/language': () => cloudError('wrongParameters', 'Wrong form parameters'),
    });
    renderPortal('/account/');
    fireEvent.click(await screen.findByRole('button', { name: 'User menu: Ada Lovelace' }));
    const menu = await screen.findByTestId('account-menu');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch', hidden: true }));
    expect(
      await screen.findByText(/Die Sprache konnte nicht mit Ihrem Konto gespeichert werden/),
    ).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('de_DE');
  });

  it("applies the account's language once the account is known (the next login)", async () => {
    localStorage.setItem('language', 'en_US');
    const calls = stubCloud(accountProbe({ ...ACCOUNT, language: 'de_DE' }));
    renderPortal('/account/');
    await waitFor(() => expect(i18next.language).toBe('de_DE'));
    expect(localStorage.getItem('language')).toBe('de_DE');
    expect(calls.some((c) => c.path === '/api/utils/language')).toBe(false);
  });
});

describe('stay or switch', () => {
  const otherTabLogsIn = (email: string) =>
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'loginState', newValue: email }));
    });

  it('asks when another tab logged in another account; switching reloads as that account', async () => {
    stubCloud(accountProbe(ACCOUNT));
    renderPortal('/account/');
    await screen.findByRole('button', { name: 'User menu: Ada Lovelace' });
    otherTabLogsIn('bob@example.com');
    const dialog = await screen.findByTestId('stay-or-switch');
    expect(within(dialog).getByText(/bob@example.com logged in to this browser in another tab/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch to bob@example.com' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledOnce());
  });

  it('staying ends the other login and asks this account to log in again, here', async () => {
    const calls = stubCloud({
      ...accountProbe(ACCOUNT),
      'POST /api/account/logout': () => jsonResponse(200, { resultCode: 'ok' }),
    });
    renderPortal('/account/');
    await screen.findByRole('button', { name: 'User menu: Ada Lovelace' });
    otherTabLogsIn('bob@example.com');
    const dialog = await screen.findByTestId('stay-or-switch');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay as Ada Lovelace' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/account/'));
    expect(calls.some((c) => c.path === '/api/account/logout')).toBe(true);
    expect(localStorage.getItem('loginState')).toBe('');
  });

  it('does not ask when the other tab logged in the same account', async () => {
    stubCloud(accountProbe(ACCOUNT));
    renderPortal('/account/');
    await screen.findByRole('button', { name: 'User menu: Ada Lovelace' });
    otherTabLogsIn(ACCOUNT.email.toUpperCase());
    expect(screen.queryByTestId('stay-or-switch')).toBeNull();
  });

  it('asks for a login code of another account in the address; staying drops the code', async () => {
    const calls = stubCloud({
      ...accountProbe(ACCOUNT),
      'POST /api/account/checkAuthCode': () => jsonResponse(200, { email: 'bob@example.com' }),
    });
    renderPortal('/account/?code=code-of-bob');
    const dialog = await screen.findByTestId('stay-or-switch');
    expect(within(dialog).getByText(/The link you opened logs in bob@example.com/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay as Ada Lovelace' }));
    await waitFor(() => expect(screen.queryByTestId('stay-or-switch')).toBeNull());
    expect(window.location.search).toBe('');
    expect(calls.some((c) => c.path === '/api/account/loginCode')).toBe(false);
  });

  it('switching to the account of the code logs in with it and reloads', async () => {
    const calls = stubCloud({
      ...accountProbe(ACCOUNT),
      'POST /api/account/checkAuthCode': () => jsonResponse(200, { email: 'bob@example.com' }),
      'POST /api/account/loginCode': () => jsonResponse(200, { ...ACCOUNT, email: 'bob@example.com' }),
    });
    renderPortal('/account/?code=code-of-bob');
    const dialog = await screen.findByTestId('stay-or-switch');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch to bob@example.com' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/account/'));
    expect(calls.find((c) => c.path === '/api/account/loginCode')?.body).toEqual({ code: 'code-of-bob' });
  });
});
