import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Whether an element fills the screen (Fullscreen API), and a toggle; false where the browser has none. */
export function useFullscreen(element: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [element]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void element.current?.requestFullscreen?.();
  }, [element]);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  return { active, toggle, supported };
}
