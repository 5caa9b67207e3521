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

async function logIn(password = 'secret-123') {
  const card = await screen.findByTestId('authorize');
  type(within(card).getByLabelText(/^Email/), 'ada@example.com');
  type(within(card).getByLabelText(/^Password/), password);
  fireEvent.click(within(card).getByRole('button', { name: 'Log In' }));
  return card;
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

  it('returns the second-factor error instead of a code', async () => {
    stubCloud({
      ...accountProbe(null),
      'POST /oauth/authenticate': () =>
        jsonResponse(200, { code: 'code-2', link: '', error: 'second_factor_required' }),
    });
    renderPortal(authorizePath());
    await logIn();
    await waitFor(() =>
      expect(replacePage).toHaveBeenCalledWith(`${RETURN}?error=second_factor_required&state=st-1`),
    );
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
