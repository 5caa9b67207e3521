import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, cloudError } from '../../../../../test/cloud-fixtures.ts';
import {
  accountProbe,
  CLOUD_CONFIG,
  type CloudRoutes,
  cloudSystem,
  openSystemActions,
  renderPortal,
  stubCloud,
  systemActionNames,
} from '../../../../../test/fake-cloud.tsx';
import { jsonResponse } from '../../../../../test/render.tsx';

vi.mock('../../../../app/reload/load-page.ts', () => ({ loadPage: vi.fn(), replacePage: vi.fn() }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const SYSTEM_ID = '6f0c3a53-0b1e-4c4b-9a4e-2a1d3c5e7f90';
const PAGE = `/systems/${SYSTEM_ID}`;
const WITH_TRANSFER = { ...CLOUD_CONFIG, features: { cloudOwnershipTransfer: true } };
const DONE = { resultCode: 'ok', errorText: '', errorClass: '', errorDetail: '' };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function transfer(overrides: Record<string, unknown> = {}) {
  return {
    fromAccount: ACCOUNT.email,
    toAccount: 'bob@example.com',
    systemId: SYSTEM_ID,
    systemName: 'Warehouse',
    comment: '',
    status: 'pending',
    ...overrides,
  };
}

function cloud(routes: CloudRoutes, { systems = [cloudSystem()], transfers = [] as unknown[] } = {}) {
  return stubCloud({
    ...accountProbe(ACCOUNT),
    'GET /api/systems': () => jsonResponse(200, systems),
    'GET /api/transfer': () => jsonResponse(200, transfers),
    ...routes,
  });
}

/** The "Transfer ownership" item of the system's actions, once enabled (when the transfers are known). */
async function transferItem() {
  const menu = await openSystemActions();
  const item = await within(menu).findByRole('menuitem', { name: 'Transfer ownership', hidden: true });
  await waitFor(() => expect(item.hasAttribute('data-disabled')).toBe(false));
  return item;
}

async function openDialog() {
  fireEvent.click(await transferItem());
  return screen.findByRole('form', { name: 'Transfer ownership' });
}

describe('transfer of ownership on the system page', () => {
  it('is hidden while the feature flag is off', async () => {
    cloud({});
    renderPortal(PAGE);
    await screen.findByTestId('system-page');
    expect(await systemActionNames()).toEqual(['Rename', 'Disconnect from cloud']);
  });

  it('is offered to the owner only', async () => {
    cloud({}, { systems: [cloudSystem({ accessRole: 'viewer', ownerAccountEmail: 'bob@example.com' })] });
    renderPortal(PAGE, WITH_TRANSFER);
    await screen.findByTestId('system-page');
    expect(await systemActionNames()).toEqual(['Disconnect from my account']);
  });

  it('sends the new owner’s e-mail with the password, then shows the pending offer with cancel', async () => {
    let transfers: unknown[] = [];
    const calls = cloud({
      'GET /api/transfer': () => jsonResponse(200, transfers),
      [`POST /api/transfer/${SYSTEM_ID}`]: () => {
        transfers = [transfer()];
        return jsonResponse(200, transfer());
      },
      [`DELETE /api/transfer/${SYSTEM_ID}`]: () => {
        transfers = [transfer({ status: 'canceled' })];
        return jsonResponse(200, DONE);
      },
    });
    renderPortal(PAGE, WITH_TRANSFER);
    const form = await openDialog();
    type(within(form).getByLabelText(/^Email of the new owner/), ' bob@example.com ');
    type(within(form).getByLabelText(/^Your password/), 'my-secret-1');
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The offer was sent to bob@example.com.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path.startsWith('/api/transfer/'))!.body).toEqual({
      newOwnerEmail: 'bob@example.com',
      password: 'my-secret-1',
    });
    const pending = await screen.findByTestId('transfer-pending');
    expect(
      within(pending).getByText('Waiting for bob@example.com to accept the ownership of this System.'),
    ).toBeTruthy();
    // The pending offer's notice cancels it; the menu offers no second transfer meanwhile.
    expect(await systemActionNames()).toEqual(['Rename', 'Disconnect from cloud']);
    fireEvent.click(within(pending).getByRole('button', { name: 'Cancel transfer' }));
    expect(await screen.findByText('The transfer was canceled.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('transfer-pending')).toBeNull());
    expect(await transferItem()).toBeTruthy();
  });

  it('checks the form and says the cloud’s refusals in the spec’s words', async () => {
    let reply = () =>
      cloudError('wrongPassword', 'Wrong password', { errorData: { password: ['Wrong password'] } });
    cloud({ [`POST /api/transfer/${SYSTEM_ID}`]: () => reply() });
    renderPortal(PAGE, WITH_TRANSFER);
    const form = await openDialog();
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Email is required')).toBeTruthy();
    expect(within(form).getByText('Password is required')).toBeTruthy();

    type(within(form).getByLabelText(/^Email of the new owner/), ACCOUNT.email.toUpperCase());
    type(within(form).getByLabelText(/^Your password/), 'secret');
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('You cannot transfer a System to yourself')).toBeTruthy();

    type(within(form).getByLabelText(/^Email of the new owner/), 'bob@example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Wrong password')).toBeTruthy();
    expect((within(form).getByLabelText(/^Your password/) as HTMLInputElement).value).toBe('');

    reply = () => cloudError('notFound', 'User not in cloud portal');
    type(within(form).getByLabelText(/^Your password/), 'secret');
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(form).findByText(
        'There is no account with this Email. The new owner needs an account first.',
      ),
    ).toBeTruthy();

    reply = () => cloudError('alreadyExists', 'A transfer of this system is already pending');
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('A transfer of this System is already pending.')).toBeTruthy();
  });

  it('shows the recipient the offer of a system it does not have yet, and accepting makes it its own', async () => {
    let systems: unknown[] = [];
    let transfers = [transfer({ fromAccount: 'bob@example.com', toAccount: ACCOUNT.email })];
    const calls = cloud({
      'GET /api/systems': () => jsonResponse(200, systems),
      'GET /api/transfer': () => jsonResponse(200, transfers),
      [`PUT /api/transfer/${SYSTEM_ID}`]: () => {
        systems = [cloudSystem()];
        transfers = [{ ...transfers[0]!, status: 'accepted' }];
        return jsonResponse(200, DONE);
      },
    });
    renderPortal(`${PAGE}?transfer=1`, WITH_TRANSFER);
    const offer = await screen.findByTestId('transfer-offer');
    await waitFor(() => expect(document.title).toBe('System'));
    expect(
      within(offer).getByText('bob@example.com offers you the ownership of the System “Warehouse”.'),
    ).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You are now the owner of “Warehouse”.')).toBeTruthy();
    const page = await screen.findByTestId('system-page');
    expect(within(page).getByRole('heading', { level: 1, name: 'Warehouse' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ action: 'accepted' });
  });

  it('lets the recipient reject; a stale link says the offer is gone', async () => {
    let transfers = [transfer({ fromAccount: 'bob@example.com', toAccount: ACCOUNT.email })];
    const calls = cloud(
      {
        'GET /api/transfer': () => jsonResponse(200, transfers),
        [`PUT /api/transfer/${SYSTEM_ID}`]: () => {
          transfers = [{ ...transfers[0]!, status: 'rejected' }];
          return jsonResponse(200, DONE);
        },
      },
      { systems: [cloudSystem({ accessRole: 'viewer', ownerAccountEmail: 'bob@example.com' })] },
    );
    renderPortal(`${PAGE}?transfer=1`, WITH_TRANSFER);
    fireEvent.click(
      within(await screen.findByTestId('transfer-offer')).getByRole('button', { name: 'Reject' }),
    );
    expect(await screen.findByText('You rejected the ownership of “Warehouse”.')).toBeTruthy();
    expect(await screen.findByTestId('transfer-gone')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ action: 'rejected' });
  });

  it('an unknown system without an offer stays "Failed to access system"', async () => {
    cloud({}, { systems: [] });
    renderPortal(`${PAGE}?transfer=1`, WITH_TRANSFER);
    expect(await screen.findByText('Failed to access system')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Failed to access system'));
  });
});
