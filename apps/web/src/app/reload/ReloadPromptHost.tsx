import { useSyncExternalStore } from 'react';
import { lazyPart } from '../../ui/lazy-part.tsx';
import {
  confirmPendingReload,
  onPendingReloadChange,
  pendingReload,
  postponePendingReload,
} from './reload-when-safe.ts';

const ReloadPrompt = lazyPart(() => import('./ReloadPrompt.tsx'));

/**
 * Shows the question of a reload that would discard unsaved edits (`reloadWhenSafe`). The dialog's code loads
 * when it is needed; if it cannot load (the server went away again), the reload waits for the edits instead.
 */
export function ReloadPromptHost() {
  const pending = useSyncExternalStore(onPendingReloadChange, pendingReload, pendingReload);
  if (pending?.state !== 'asking') return null;
  return (
    <ReloadPrompt
      reason={pending.reason}
      onKeepEditing={postponePendingReload}
      onReloadNow={confirmPendingReload}
      onFailed={postponePendingReload}
    />
  );
}
