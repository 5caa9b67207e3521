import { useEffect, useRef } from 'react';
import { type ViewAction, viewActionOf } from './view-keys.ts';

/** Runs the View page's keys (`view-keys.ts`) while the page is open. */
export function useViewKeyboard(onAction: (action: ViewAction) => void): void {
  const handler = useRef(onAction);
  handler.current = onAction;
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const action = viewActionOf(e);
      if (!action) return;
      e.preventDefault();
      handler.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
