import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cloudError } from '../../../../test/cloud-fixtures.ts';
import { accountProbe, renderPortal, stubCloud } from '../../../../test/fake-cloud.tsx';
import { jsonResponse } from '../../../../test/render.tsx';

vi.mock('../../../app/reload/load-page.ts', () => ({ loadPage: vi.fn(), replacePage: vi.fn() }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function fillRegistration(email = 'grace@example.com') {
  const form = await screen.findByRole('form', { name: 'Create account' });
  type(within(form).getByLabelText(/^Email/), email);
  type(within(form).getByLabelText(/^First name/), 'Grace');
  type(within(form).getByLabelText(/^Last name/), 'Hopper');
  type(within(form).getByLabelText(/^Password/), 'Compiler-1952');
  fireEvent.click(within(form).getByLabelText(/I agree/));
  return { form, submit: within(form).getByRole('button', { name: 'Create account' }) };
}

describe('create account', () => {
  it('asks for every field and the agreement before calling the cloud', async () => {
    const calls = stubCloud(accountProbe(null));
    renderPortal('/register');
    const form = await screen.findByRole('form', { name: 'Create account' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByText('Email is required')).toBeTruthy();
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);
    expect(within(form).getByText('Password is required')).toBeTruthy();
    expect(within(form).getByText('You must agree to the Terms of Use and the Privacy Policy')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/account/register')).toHaveLength(0);
  });

  it('registers, then says where the activation link went', async () => {
    const calls = stubCloud({
      ...accountProbe(null),
      'POST /api/account/register': () => jsonResponse(200, { activated: false }),
    });
    renderPortal('/register');
    const { submit } = await fillRegistration();
    fireEvent.click(submit);
    expect(
      await screen.findByText(
        'We sent an activation link to grace@example.com. Open it to activate your account.',
      ),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/register/success');
    await waitFor(() => expect(document.title).toBe('Account created'));
    expect(calls.find((c) => c.path === '/api/account/register')!.body).toEqual({
      email: 'grace@example.com',
      password: 'Compiler-1952',
      first_name: 'Grace',
      last_name: 'Hopper',
    });
  });

  it('says an e-mail is already registered, under the e-mail', async () => {
    stubCloud({
      ...accountProbe(null),
      'POST /api/account/register': () => cloudError('alreadyExists', 'User already registered'),
    });
    renderPortal('/register');
    const { form, submit } = await fillRegistration();
    fireEvent.click(submit);
    expect(await within(form).findByText('This Email is already registered')).toBeTruthy();
  });

  it("shows the cloud's own words for a refused field", async () => {
    stubCloud({
      ...accountProbe(null),
      'POST /api/account/register': () =>
        cloudError('wrongParameters', 'Wrong form parameters', {
          errorData: { password: ['Too common password'] },
        }),
    });
    renderPortal('/register');
    const { form, submit } = await fillRegistration();
    fireEvent.click(submit);
    expect(await within(form).findByText('Too common password')).toBeTruthy();
  });

  it('keeps the e-mail of an invitation and sends its code', async () => {
    const calls = stubCloud({
      ...accountProbe(null),
      'POST /api/account/register': () => jsonResponse(200, { activated: true }),
    });
    renderPortal('/register?code=invite-1&email=grace%40example.com');
    const form = await screen.findByRole('form', { name: 'Create account' });
    expect((within(form).getByLabelText(/^Email/) as HTMLInputElement).readOnly).toBe(true);
    const { submit } = await fillRegistration('grace@example.com');
    fireEvent.click(submit);
    expect(await screen.findByText('Your account is ready. Log in to continue.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/account/register')!.body).toMatchObject({ code: 'invite-1' });
  });
});

describe('reset password', () => {
  it('sends the reset link to the e-mail typed', async () => {
    const calls = stubCloud({
      ...accountProbe(null),
      'POST /api/account/restorePassword': () => jsonResponse(200, { resultCode: 'ok' }),
    });
    renderPortal('/restore_password');
    type(await screen.findByLabelText(/^Email/), 'grace@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByTestId('reset-sent')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/account/restorePassword')!.body).toEqual({
      user_email: 'grace@example.com',
    });
  });

  it('sets the new password with the code of the link', async () => {
    const calls = stubCloud({
      ...accountProbe(null),
      'POST /api/account/restorePassword': () => jsonResponse(200, { resultCode: 'ok' }),
    });
    renderPortal('/authorize/restore_password/code-9');
    type(await screen.findByLabelText(/^New password/), 'Compiler-1952');
    type(screen.getByLabelText(/^Confirm password/), 'Compiler-1952');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByTestId('reset-done')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Password reset'));
    expect(calls.find((c) => c.path === '/api/account/restorePassword')!.body).toEqual({
      code: 'code-9',
      new_password: 'Compiler-1952',
    });
  });

  it('says when the code of the link is used or wrong', async () => {
    stubCloud({
      ...accountProbe(null),
      'POST /api/account/restorePassword': () => cloudError('wrongCode', 'Code is expired or incorrect'),
    });
    renderPortal('/authorize/restore_password/code-9');
    type(await screen.findByLabelText(/^New password/), 'Compiler-1952');
    type(screen.getByLabelText(/^Confirm password/), 'Compiler-1952');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Confirmation code is already used or incorrect')).toBeTruthy();
  });
});
