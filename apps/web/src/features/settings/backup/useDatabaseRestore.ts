import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api-error-text.ts';
import { useAwaitRestart, useRestoreBackup } from './backup.api.ts';
import { base64OfFile } from './backup-file.ts';
import { rememberRestore } from './restore-notice.ts';

/**
 * Where a restore is: `confirm` (the dialog asks, and shows a refusal), `uploading`, `restarting` (the
 * server took the backup and restarts; the page reloads once it answers again), `noAnswer` (it did not
 * answer within the wait: the user may reload).
 */
export type RestorePhase = 'confirm' | 'uploading' | 'restarting' | 'noAnswer';

export interface DatabaseRestore {
  /** The chosen backup while the dialog is open, else null. */
  file: File | null;
  phase: RestorePhase;
  /** The server's refusal (its errorString) or why the upload failed. */
  error: string | null;
  choose(file: File | null): void;
  confirm(): void;
  cancel(): void;
}

/** Restore from a chosen file: confirm, upload, wait for the restarted server, then `onRestored` (a reload). */
export function useDatabaseRestore(onRestored: () => void): DatabaseRestore {
  const { t } = useTranslation('settings');
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<RestorePhase>('confirm');
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: restore } = useRestoreBackup();
  const awaitRestart = useAwaitRestart();
  const waiting = useRef<AbortController | null>(null);
  useEffect(() => () => waiting.current?.abort(), []);

  const confirm = useCallback(async () => {
    if (!file) return;
    setError(null);
    setPhase('uploading');
    let before: string;
    try {
      before = await restore(await base64OfFile(file));
    } catch (err) {
      setError(apiErrorText(err, t('backup.restore.failed')));
      setPhase('confirm');
      return;
    }
    rememberRestore();
    setPhase('restarting');
    const controller = new AbortController();
    waiting.current = controller;
    if (await awaitRestart(before, controller.signal)) onRestored();
    else if (!controller.signal.aborted) setPhase('noAnswer');
  }, [file, restore, awaitRestart, onRestored, t]);

  return {
    file,
    phase,
    error,
    choose: (chosen) => {
      setFile(chosen);
      setError(null);
      setPhase('confirm');
    },
    confirm: () => void confirm(),
    cancel: () => {
      if (phase === 'uploading' || phase === 'restarting') return;
      setFile(null);
      setError(null);
    },
  };
}
