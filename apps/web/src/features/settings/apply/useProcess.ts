import { useCallback, useEffect, useRef, useState } from 'react';

/** Process button states (spec 000 §4): idle → processing → done (→ idle again after a moment). */
export type ProcessState = 'idle' | 'processing' | 'done';

export const PROCESS_DONE_MS = 1500;

export function useProcess<A extends unknown[]>(action: (...args: A) => Promise<boolean>) {
  const [state, setState] = useState<ProcessState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const busy = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    async (...args: A): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      clearTimeout(timer.current);
      setState('processing');
      let ok = false;
      try {
        ok = await action(...args);
      } finally {
        busy.current = false;
        setState(ok ? 'done' : 'idle');
        if (ok) timer.current = setTimeout(() => setState('idle'), PROCESS_DONE_MS);
      }
      return ok;
    },
    [action],
  );
  return { state, run };
}
