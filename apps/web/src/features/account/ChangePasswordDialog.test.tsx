import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, newSession, userWithRole } from '../../../test/media-server-fixtures.ts';
import {
  CURRENT_USER_KEY,
  jsonResponse,
  renderWithProviders,
  setCurrentUser,
} from '../../../test/render.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

const fetchMock = vi.fn<typeof fetch>();
const viewer = userWithRole('viewer', { id: '5b7c2a43-6a57-4d2c-9a38-3c7c5d0c1a11', name: 'viewer' });
const COMMON = ['password1', 'qwertyuiop'];

/** Replies by URL: the common-password list, then the given login and user-change replies in order. */
function serve(...replies: Response[]) {
  fetchMock.mockImplementation(async (input) => {
    if (String(input).startsWith('/static/scripts/commonPasswordsList.json'))
      return jsonResponse(200, COMMON);
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected call ${String(input)}`);
    return reply;
  });
}

/** The calls other than the common-password list: [url, method, body]. */
function apiCalls() {
  return fetchMock.mock.calls
    .filter(([url]) => !String(url).startsWith('/static/'))
    .map(([url, init]) => [
      String(url),
      init?.method,
      init?.body ? JSON.parse(String(init.body)) : undefined,
    ]);
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function open(onClose = vi.fn()) {
  const rendered = renderWithProviders(<ChangePasswordDialog user={viewer} onClose={onClose} />);
  return { ...rendered, onClose };
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('change password dialog', () => {
  it('shows the validation messages only after the first submit and clears them on change', async () => {
    serve();
    open();
    const current = await screen.findByLabelText(/^Current password/);
    expect(screen.queryByText('Current password is required')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Confirm the new password')).toBeTruthy();
    expect(document.activeElement).toBe(current);

    fill(/^Current password/, 'old-Password1');
    expect(screen.queryByText('Current password is required')).toBeNull();
    expect(screen.queryByText('Password is required')).toBeNull();

    fill(/^New password/, 'short');
    fill(/^Confirm new password/, 'other');
    fireEvent.submit(screen.getByRole('form', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();

    // The common-password list arrives in the background; once it has, 'too common' is checked here too.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fill(/^New password/, 'password1');
    fill(/^Confirm new password/, 'password1');
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
      expect(screen.getByText('Password is too common.')).toBeTruthy();
    });
    expect(apiCalls()).toEqual([]);
  });

  it('shows the live strength of the new password', async () => {
    serve();
    open();
    const meter = await screen.findByTestId('password-strength');
    expect(meter.dataset.strength).toBe('none');
    fill(/^New password/, 'abcdefgh1');
    expect(screen.getByTestId('password-strength').dataset.strength).not.toBe('none');
  });

  it('clears and focuses the current password when it is wrong, and does not change anything', async () => {
    serve(jsonResponse(422, { error: '4', errorId: 'invalidParameter', errorString: 'Wrong password.' }));
    const { onClose } = open();
    await screen.findByLabelText(/^Current password/);
    fill(/^Current password/, 'not-it-1');
    fill(/^New password/, 'Better-Secret-42');
    fill(/^Confirm new password/, 'Better-Secret-42');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Wrong password')).toBeTruthy();
    const current = screen.getByLabelText(/^Current password/) as HTMLInputElement;
    expect(current.value).toBe('');
    expect(document.activeElement).toBe(current);
    expect(apiCalls()).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells a locked-out user to wait', async () => {
    serve(
      jsonResponse(
        503,
        { error: '11', errorId: 'serviceUnavailable', errorString: 'Service unavailable.' },
        { 'x-auth-result': 'Auth_LockedOut' },
      ),
    );
    open();
    await screen.findByLabelText(/^Current password/);
    fill(/^Current password/, 'whatever-1');
    fill(/^New password/, 'Better-Secret-42');
    fill(/^Confirm new password/, 'Better-Secret-42');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Too many attempts. Try again in a minute.')).toBeTruthy();
  });

  it('shows the server refusal of the new password under that field', async () => {
    serve(
      jsonResponse(200, newSession('viewer')),
      jsonResponse(422, { error: '4', errorId: 'invalidParameter', errorString: 'Password is too common.' }),
    );
    open();
    await screen.findByLabelText(/^Current password/);
    fill(/^Current password/, 'old-Password1');
    fill(/^New password/, 'Better-Secret-42');
    fill(/^Confirm new password/, 'Better-Secret-42');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password is too common.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^New password/));
  });

  it('verifies the current password with a fresh session, then changes it, closes and reads the user again', async () => {
    serve(jsonResponse(200, newSession('viewer')), jsonResponse(200, viewer));
    const { onClose, queryClient } = open();
    setCurrentUser(queryClient, currentUser(viewer));
    await screen.findByLabelText(/^Current password/);
    fill(/^Current password/, 'old-Password1');
    fill(/^New password/, 'Better-Secret-42');
    fill(/^Confirm new password/, 'Better-Secret-42');
    fireEvent.submit(screen.getByRole('form', { name: 'Change password' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(apiCalls()).toEqual([
      ['/rest/v1/login/sessions', 'POST', { username: 'viewer', password: 'old-Password1', setCookie: true }],
      [`/rest/v1/users/${viewer.id}?_keepDefault=true`, 'PATCH', { password: 'Better-Secret-42' }],
    ]);
    expect(queryClient.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(true);
  });

  it('closes on Cancel without calling the server', async () => {
    serve();
    const { onClose } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(apiCalls()).toEqual([]);
  });
});
