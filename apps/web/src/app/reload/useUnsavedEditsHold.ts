import { useEffect, useRef } from 'react';
import { holdUnsavedEdits } from './unsaved-edits.ts';

/**
 * While `holding` (a form has unsaved changes), automatic reloads ask first or wait (`reloadWhenSafe`).
 * `discard` is what "Reload now" does to the edits before the page reloads.
 */
export function useUnsavedEditsHold(holding: boolean, discard: () => void): void {
  const discardRef = useRef(discard);
  discardRef.current = discard;
  useEffect(() => {
    if (!holding) return;
    return holdUnsavedEdits(() => discardRef.current());
  }, [holding]);
}
