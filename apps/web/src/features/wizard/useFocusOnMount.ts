import { useEffect, useRef } from 'react';

/** Focus goes to the first field (or the main button) of each wizard step. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
