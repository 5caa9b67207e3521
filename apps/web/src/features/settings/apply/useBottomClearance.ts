import { type RefObject, useContext, useEffect } from 'react';
import { ScrollContainerContext } from '../../../app/shell/scroll-container.ts';

/** Space kept between a field scrolled into view and the bar. */
const GAP_PX = 8;

/**
 * While a bar sticks to the bottom of the scroll container, the container's scroll padding keeps that much
 * space clear at its bottom: a field focused with Tab, or scrolled to, stops above the bar instead of under
 * it. (The bar is in the page's flow, so at the end of the page it already sits below the last field.)
 */
export function useBottomClearance(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  const container = useContext(ScrollContainerContext);
  useEffect(() => {
    const scroller = container?.current;
    const element = bar.current;
    if (!shown || !scroller || !element) return;
    const update = () => {
      scroller.style.scrollPaddingBottom = `${element.offsetHeight + GAP_PX}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      scroller.style.scrollPaddingBottom = '';
    };
  }, [container, bar, shown]);
}
