import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, newSession, userWithRole } from '../../../test/media-server-fixtures.ts';
import { jsonResponse, renderWithProviders, setCurrentUser } from '../../../test/render.tsx';
import { settingsEndpoints, systemEndpoints, usersEndpoints } from '../../lib/endpoints.ts';
import { SessionExpiredHost } from './SessionExpiredHost.tsx';
import { SessionRefreshHost } from './SessionRefreshHost.tsx';

const fetchMock = vi.fn<typeof fetch>();
const admin = currentUser(userWithRole('administrator', { id: '1', name: 'admin' }));

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('session refresh', () => {
  it('asks for the password with the login fixed, logs in again and retries the call', async () => {
    const { queryClient, client } = renderWithProviders(<SessionRefreshHost />);
    setCurrentUser(queryClient, admin);
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(403, { error: '13', errorId: 'sessionExpired', errorString: 'Session expired.' }),
      )
      .mockResolvedValueOnce(jsonResponse(200, newSession('admin')))
      .mockResolvedValueOnce(jsonResponse(200, { systemName: 'X' }));
    const call = client.call(settingsEndpoints.change, { body: { systemName: 'X' } });

    // The dialog's code loads on demand; the first import takes a moment.
    const login = (await screen.findByLabelText(/^Login/, {}, { timeout: 5000 })) as HTMLInputElement;
    expect(login.value).toBe('admin');
    expect(login.disabled).toBe(true);
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(password));
    fireEvent.change(password, { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await expect(call).resolves.toEqual({ systemName: 'X' });
    const [loginUrl, loginInit] = fetchMock.mock.calls[1]!;
    expect(loginUrl).toBe('/rest/v1/login/sessions');
    expect(JSON.parse(String(loginInit?.body))).toEqual({
      username: 'admin',
      password: 'secret123',
      setCookie: true,
    });
    expect(String(fetchMock.mock.calls[2]![0])).toBe('/rest/v1/system/settings');
    await waitFor(() => expect(screen.queryByTestId('session-refresh-modal')).toBeNull());
  });

  it('rejects the call when the dialog is closed', async () => {
    const { queryClient, client } = renderWithProviders(<SessionRefreshHost />);
    setCurrentUser(queryClient, admin);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { error: '13', errorId: 'sessionExpired', errorString: 'Session expired.' }),
    );
    const call = client.call(systemEndpoints.setup, { body: { name: 'Lab' } });
    await screen.findByLabelText(/^Login/, {}, { timeout: 5000 });
    fireEvent.keyDown(screen.getByLabelText(/^Password/), { key: 'Escape' });
    await expect(call).rejects.toMatchObject({ status: 403, errorId: 'sessionExpired' });
  });
});

describe('expired session', () => {
  it('shows a dialog on 401 for a logged-in user and reloads once on closing', async () => {
    const onClosed = vi.fn();
    const { queryClient, client } = renderWithProviders(<SessionExpiredHost onClosed={onClosed} />);
    setCurrentUser(queryClient, admin);
    fetchMock.mockResolvedValue(jsonResponse(401, { error: '12', errorId: 'unauthorized' }));
    await expect(client.call(usersEndpoints.list)).rejects.toMatchObject({ status: 401 });
    expect(
      await screen.findByText('Your session has expired. Please log in again.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('stays silent when nobody was logged in', async () => {
    const { queryClient, client } = renderWithProviders(<SessionExpiredHost onClosed={() => {}} />);
    setCurrentUser(queryClient, null);
    fetchMock.mockResolvedValue(jsonResponse(401, { error: '12', errorId: 'unauthorized' }));
    await expect(client.call(usersEndpoints.list)).rejects.toMatchObject({ status: 401 });
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
  });
});
