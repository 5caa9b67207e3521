import { useEffect, useRef } from 'react';

/** True when any modal dialog is open (Mantine renders them with role="dialog"). */
export function isModalOpen(): boolean {
  return document.querySelector('[role="dialog"]') !== null;
}

/**
 * Enter in an input with no modal open triggers save (spec 000 §2 Apply bar). Inputs inside a dialog,
 * text areas and open dropdowns keep their own Enter behaviour.
 */
export function useSaveOnEnter(enabled: boolean, save: () => void): void {
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || e.isComposing || e.defaultPrevented) return;
      const target = e.target;
      if (!(target instanceof HTMLInputElement)) return;
      if (target.getAttribute('aria-expanded') === 'true' || isModalOpen()) return;
      e.preventDefault();
      saveRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
