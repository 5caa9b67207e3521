import { useCallback, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { useUnsavedEditsHold } from '../../../app/reload/useUnsavedEditsHold.ts';
import { LeaveDialog, type LeaveOutcome } from './LeaveDialog.tsx';
import { useProcess } from './useProcess.ts';

interface UnsavedChangesGuardProps {
  /** The page holds unsaved changes: the lock is on. */
  locked: boolean;
  /** Applying is possible (all fields valid, online). */
  canApply: boolean;
  /** Saves the changes; resolves true on success. */
  apply(): Promise<boolean>;
  discard(): void;
  /** Called with the outcome of each dialog (for callers that care). */
  onOutcome?(outcome: LeaveOutcome): void;
}

/**
 * The unsaved-changes lock (spec 000 §4): while locked, in-app navigation and browser back are blocked and
 * the apply-changes-before-leaving dialog opens. Applied or discarded → navigation proceeds; canceled →
 * the user stays. Closing or reloading the tab asks the browser's own question.
 */
export function UnsavedChangesGuard({
  locked,
  canApply,
  apply,
  discard,
  onOutcome,
}: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        locked &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [locked],
    ),
  );
  const applying = useProcess(apply);
  // Automatic reloads (the server is back, another tab, a restore) ask before discarding the changes.
  useUnsavedEditsHold(locked, discard);

  useEffect(() => {
    if (!locked) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [locked]);

  const finish = (outcome: LeaveOutcome) => {
    if (blocker.state !== 'blocked') return;
    onOutcome?.(outcome);
    if (outcome === 'canceled') blocker.reset();
    else blocker.proceed();
  };

  return (
    <LeaveDialog
      opened={blocker.state === 'blocked'}
      canApply={canApply}
      applyState={applying.state}
      onApply={async () => {
        if (await applying.run()) finish('applied');
      }}
      onDiscard={() => {
        discard();
        finish('discarded');
      }}
      onCancel={() => finish('canceled')}
    />
  );
}
