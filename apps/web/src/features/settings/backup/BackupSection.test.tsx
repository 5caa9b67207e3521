import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, loggedInAs, stubServer } from '../../../../test/fake-media-server.tsx';
import { moduleInformation, serverInformation } from '../../../../test/media-server-fixtures.ts';
import { jsonResponse, renderWithProviders } from '../../../../test/render.tsx';
import { LOCAL_SYSTEM_ID } from '../../../app/scope/LocalSystemScope.tsx';
import { notify } from '../../../ui/notify.ts';
import { systemKeys } from '../../system/system.api.ts';
import { BackupSection } from './BackupSection.tsx';
import { RestoreOutcomeAlert } from './RestoreOutcomeAlert.tsx';
import { rememberRestore, takeRestoreNotice } from './restore-notice.ts';

vi.setConfig({ testTimeout: 20_000 });

const SQLITE = new TextEncoder().encode('SQLite format 3\0rest of the file');
const SQLITE_BASE64 = btoa(String.fromCharCode(...SQLITE));
const NOT_A_BACKUP = 'The file is not a backup of a system database.';

function setup(restoreReply: () => Response, restoreState: object = { state: 'none' }) {
  let restored = false;
  const calls = stubServer({
    'GET /rest/v1/system/database/restore': () => jsonResponse(200, restoreState),
    ...loggedInAs(ADMIN_USER),
    'GET /api/moduleInformation': () =>
      jsonResponse(200, {
        error: '0',
        errorId: '',
        errorString: '',
        reply: moduleInformation({ systemName: 'Site North' }),
      }),
    'GET /rest/v1/system/database': () => jsonResponse(200, { data: SQLITE_BASE64 }),
    'POST /rest/v1/system/database': () => {
      const reply = restoreReply();
      restored = reply.ok;
      return reply;
    },
    'GET /rest/v1/servers/this/info': () =>
      jsonResponse(200, serverInformation({ runtimeId: restored ? 'runtime-after' : 'runtime-before' })),
  });
  return calls;
}

function chooseFile(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

const backupFile = () => new File([SQLITE], 'Site-North_2026-11-24_14-05-33.db');

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('backup and restore', () => {
  it('downloads the backup as a file named after the system and the time', async () => {
    setup(() => jsonResponse(200, {}));
    const created: Blob[] = [];
    // jsdom has no object URLs.
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      created.push(blob as Blob);
      return 'blob:backup';
    };
    URL.revokeObjectURL = () => {};
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    const { queryClient } = renderWithProviders(<BackupSection online hasUnsavedChanges={false} />);
    // The name comes from the system state (the shell has it already in the app).
    await waitFor(() => expect(queryClient.getQueryData(systemKeys.state(LOCAL_SYSTEM_ID))).toBeTruthy());
    fireEvent.click(await screen.findByRole('button', { name: 'Download backup' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toMatch(/^Site-North_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.db$/);
    expect([...new Uint8Array(await created[0]!.arrayBuffer())]).toEqual([...SQLITE]);
    click.mockRestore();
  });

  it('asks before restoring, says what is lost, and shows the server refusing the file', async () => {
    const calls = setup(() =>
      jsonResponse(422, { error: '4', errorId: 'invalidParameter', errorString: NOT_A_BACKUP }),
    );
    const { container } = renderWithProviders(<BackupSection online hasUnsavedChanges={false} />);
    chooseFile(container, new File(['hello'], 'notes.txt'));
    const dialog = await screen.findByRole('dialog', { name: 'Restore the system database?' });
    expect(screen.getByTestId('restore-file').textContent).toBe('notes.txt');
    expect(dialog.textContent).toContain('Every change made since the backup is lost');
    expect(dialog.textContent).toContain('users may have to log in again');
    // What a restore keeps: the recordings and their index, and the current database as a fallback.
    expect(dialog.textContent).toContain('Recordings and the archive index');
    expect(dialog.textContent).toContain('kept beside the restored one');
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`The backup was not restored${NOT_A_BACKUP}`);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ data: btoa('hello') });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(takeRestoreNotice()).toBe(false);
  });

  it('uploads, waits for the restarted server, then reloads', async () => {
    const calls = setup(() => jsonResponse(200, {}));
    const onRestored = vi.fn();
    const { container } = renderWithProviders(
      <BackupSection online hasUnsavedChanges={false} onRestored={onRestored} />,
    );
    chooseFile(container, backupFile());
    await screen.findByRole('dialog', { name: 'Restore the system database?' });
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledOnce());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ data: SQLITE_BASE64 });
    expect(screen.getByRole('status').textContent).toContain('The server is restarting');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(takeRestoreNotice()).toBe(true);
  });

  it('says "Database restored" after the reload once the restarted server reports the restore done', async () => {
    setup(() => jsonResponse(200, {}), { state: 'restored', timeMs: Date.UTC(2026, 10, 24) });
    const toast = vi.spyOn(notify, 'success');
    rememberRestore();
    renderWithProviders(<BackupSection online hasUnsavedChanges={false} />);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Database restored', { long: true }));
    expect(takeRestoreNotice()).toBe(false);
    toast.mockRestore();
  });

  it('does not say restored, but shows the rollback, when the server went back to its old database', async () => {
    setup(() => jsonResponse(200, {}), { state: 'rolledBack', timeMs: Date.UTC(2026, 10, 24, 9, 30) });
    const toast = vi.spyOn(notify, 'success');
    rememberRestore();
    renderWithProviders(
      <>
        <RestoreOutcomeAlert />
        <BackupSection online hasUnsavedChanges={false} />
      </>,
    );
    const alert = await screen.findByTestId('restore-rolled-back');
    expect(alert.textContent).toContain('The last database restore was undone');
    expect(alert.textContent).toContain('started again with the database it had before the restore');
    expect(toast).not.toHaveBeenCalled();
    toast.mockRestore();
  });

  it('is disabled while the server does not answer, and restore while the page has unsaved changes', () => {
    setup(() => jsonResponse(200, {}));
    const { unmount } = renderWithProviders(<BackupSection online={false} hasUnsavedChanges={false} />);
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button('Download backup').disabled).toBe(true);
    expect(button('Restore from file…').disabled).toBe(true);
    unmount();
    renderWithProviders(<BackupSection online hasUnsavedChanges />);
    expect(button('Download backup').disabled).toBe(false);
    expect(button('Restore from file…').disabled).toBe(true);
    expect(screen.getByText(/Save or discard the changes/)).toBeTruthy();
  });
});
