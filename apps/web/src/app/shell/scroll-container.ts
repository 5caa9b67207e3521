import { createContext, useContext } from 'react';

/** The scrolling main container; the footer's return-to-top arrow and navigation scroll it. */
export const ScrollContainerContext = createContext<React.RefObject<HTMLDivElement | null> | null>(null);

export function useScrollToTop(): () => void {
  const ref = useContext(ScrollContainerContext);
  return () => ref?.current?.scrollTo({ top: 0, behavior: 'smooth' });
}
