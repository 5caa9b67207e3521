import { PERMISSION_PRESETS, PREDEFINED_ROLES } from '@argus/contract';
import type { UserModel } from '@argus/contract/mediaserver';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, stubServer } from '../../../../test/fake-media-server.tsx';
import { serverModel } from '../../../../test/media-server-fixtures.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { UserDialog } from './UserDialog.tsx';

vi.setConfig({ testTimeout: 20_000 });

const administrator: UserModel = {
  ...ADMIN_USER,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'power',
  isOwner: false,
  userRoleId: PREDEFINED_ROLES[1]!.id,
  permissions: PERMISSION_PRESETS.administrator,
};
const viewer: UserModel = {
  ...administrator,
  id: '33333333-3333-4333-8333-333333333333',
  name: 'alice',
  userRoleId: PREDEFINED_ROLES[3]!.id,
  permissions: PERMISSION_PRESETS.viewer,
};

function open(actor: UserModel, user: UserModel | null) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <UserDialog
      opened
      user={user}
      actor={actor}
      roles={[]}
      submitError={null}
      submitting={false}
      onSubmit={onSubmit}
      onClose={() => {}}
    />,
  );
  return { onSubmit };
}

/** The input labelled `label` (a required field's label ends with an asterisk). */
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' }) as HTMLInputElement;

describe('user dialog', () => {
  it('validates before submitting a new user; the default role is Viewer', async () => {
    const { onSubmit } = open(ADMIN_USER, null);
    expect(input('Role').value).toBe('Viewer');
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Login is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    fireEvent.change(input('Login'), { target: { value: 'carol' } });
    fireEvent.change(input('Password'), { target: { value: 'abcdefgh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText(/at least 2 kinds/)).toBeTruthy();
    fireEvent.change(input('Password'), { target: { value: 'Str0ng-pass' } });
    fireEvent.change(input('Confirm password'), { target: { value: 'Str0ng-pas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    fireEvent.change(input('Confirm password'), { target: { value: 'Str0ng-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: 'carol', role: PREDEFINED_ROLES[3]!.id });
  });

  it('my own role and enabled state are locked; my name and password are not', () => {
    open(administrator, administrator);
    expect(input('Role').disabled).toBe(true);
    expect(input('Enabled').disabled).toBe(true);
    expect(input('Login').disabled).toBe(false);
    expect(input('New password').disabled).toBe(false);
  });

  it('an administrator cannot edit another administrator: everything is read-only', () => {
    const other = { ...administrator, id: '44444444-4444-4444-8444-444444444444', name: 'other' };
    open(administrator, other);
    expect(screen.getByText('User')).toBeTruthy();
    expect(input('Login').disabled).toBe(true);
    expect(input('Role').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('an administrator edits a viewer, but cannot make anyone an administrator', () => {
    open(administrator, viewer);
    expect(input('Role').disabled).toBe(false);
    fireEvent.click(input('Role'));
    const option = screen.getByRole('option', { name: 'Administrator' });
    expect(
      option.getAttribute('data-combobox-disabled') ?? option.getAttribute('aria-disabled'),
    ).toBeTruthy();
  });

  it('the owner can pick Administrator; Custom shows permission checkboxes', () => {
    open(ADMIN_USER, viewer);
    fireEvent.click(input('Role'));
    expect(
      screen.getByRole('option', { name: 'Administrator' }).getAttribute('data-combobox-disabled'),
    ).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Custom' }));
    expect(screen.getByLabelText('View video archive')).toBeTruthy();
  });

  it('offers the cameras and layouts only to a role without all cameras, with their counts', async () => {
    const server = serverModel({ id: '55555555-5555-4555-8555-555555555555', name: 'Main' });
    stubServer({
      'GET /rest/v1/devices': () =>
        jsonResponse(200, [
          { id: '66666666-6666-4666-8666-666666666661', name: 'Lobby', serverId: server.id },
          { id: '66666666-6666-4666-8666-666666666662', name: 'Vault', serverId: server.id },
        ]),
      'GET /rest/v1/servers': () => jsonResponse(200, [server]),
      'GET /rest/v1/layouts': () =>
        jsonResponse(200, [
          {
            id: '77777777-7777-4777-8777-777777777777',
            name: 'Doors',
            parentId: '{00000000-0000-0000-0000-000000000000}',
          },
          { id: '88888888-8888-4888-8888-888888888888', name: 'Mine', parentId: viewer.id },
        ]),
    });
    open(ADMIN_USER, viewer);
    expect(screen.queryByTestId('access-editor')).toBeNull();
    fireEvent.click(input('Role'));
    fireEvent.click(screen.getByRole('option', { name: 'Custom' }));
    // A Viewer's permissions carry "all cameras": still no list until that is unticked.
    const allMedia = screen.getByLabelText('Access all cameras and resources') as HTMLInputElement;
    expect(allMedia.checked).toBe(true);
    expect(screen.queryByTestId('access-editor')).toBeNull();
    fireEvent.click(allMedia);
    const counts = await screen.findByTestId('access-counts');
    // Only the shared layout is offered (a user's own layouts are its own anyway).
    await waitFor(() => expect(counts.textContent).toBe('0 of 2 cameras · 0 of 1 layout'));
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    await waitFor(() => expect(counts.textContent).toBe('2 of 2 cameras · 1 of 1 layout'));
  });
});
