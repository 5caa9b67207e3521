import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { StorageDialog } from './StorageDialog.tsx';
import { createRequest, type StorageFormValues } from './storage-form.ts';

vi.setConfig({ testTimeout: 20_000 });

function open() {
  const onSubmit = vi.fn<(values: StorageFormValues, original: StorageFormValues) => void>();
  renderWithProviders(
    <StorageDialog
      storage={null}
      submitting={false}
      submitError={null}
      onSubmit={onSubmit}
      onClose={() => {}}
    />,
  );
  return { onSubmit };
}

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`), {
    selector: 'input',
  }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));

describe('add storage dialog', () => {
  it('asks for a path and refuses one that is not a folder or a share URL', async () => {
    const { onSubmit } = open();
    submit();
    expect(await screen.findByText('Storage path is required.')).toBeTruthy();
    for (const bad of ['relative/dir', 'ftp://host/share', 'smb://host', 'nfs://user:pw@host/export']) {
      type('Folder or URL', bad);
      submit();
      expect(await screen.findByText('Invalid storage path.'), bad).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds a folder with the recommended reserve without a warning', async () => {
    const { onSubmit } = open();
    expect(input('Reserved space (GB)').value).toBe('10');
    type('Folder or URL', '/srv/archive/');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(createRequest(onSubmit.mock.calls[0]![0])).toEqual({
      path: '/srv/archive/',
      spaceLimitB: 10 * 1024 ** 3,
      isUsedForWriting: true,
      isBackup: false,
    });
  });

  it('warns about a low reserve and saves only when confirmed', async () => {
    const { onSubmit } = open();
    type('Folder or URL', '/srv/archive');
    type('Reserved space (GB)', '1');
    submit();
    const warning = await screen.findByRole('dialog', { name: 'Reserved space' });
    expect(warning.textContent).toContain('below the recommended value (10 GB)');
    fireEvent.click(screen.getByRole('button', { name: 'Change it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reserved space' })).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(createRequest(onSubmit.mock.calls[0]![0]).spaceLimitB).toBe(1024 ** 3);
  });

  it('takes the login and password of an SMB share in their own fields', async () => {
    const { onSubmit } = open();
    expect(screen.queryByLabelText('Login')).toBeNull();
    type('Folder or URL', 'smb://nas.local/video');
    type('Login', 'rec');
    type('Password', 'p@ss');
    type('Reserved space (GB)', '100');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(createRequest(onSubmit.mock.calls[0]![0]).path).toBe('smb://rec:p%40ss@nas.local/video');
  });
});
