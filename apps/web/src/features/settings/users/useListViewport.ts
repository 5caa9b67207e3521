import { observeElementRect } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useState } from 'react';

/** A view without a height yet (not laid out, or a test's DOM) is taken to be this tall. */
const FALLBACK_VIEW_PX = 600;

/** The virtualizer's view of its scroller, {@link FALLBACK_VIEW_PX} high while it has no height yet. */
export const observeViewRect: typeof observeElementRect = (instance, cb) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { ...rect, height: FALLBACK_VIEW_PX }));

/** Where a long list scrolls: the page's scrolling container, or the list's own box when there is none. */
export interface ListScroller {
  element: HTMLElement;
  /** The list scrolls in its own box (no scrolling ancestor, e.g. outside the shell). */
  own: boolean;
}

/** The nearest ancestor that scrolls vertically, below the document. */
export function scrollParentOf(node: HTMLElement | null): HTMLElement | null {
  for (let el = node; el && el !== document.body && el !== document.documentElement; el = el.parentElement) {
    if (/auto|scroll|overlay/.test(getComputedStyle(el).overflowY)) return el;
  }
  return null;
}

/**
 * The scroller of the list in `wrapper`, found once it is mounted (before paint): the page's own scrolling
 * container, so the page scrolls as one and the header row sticks under it; else the wrapper itself.
 */
export function useListScroller(wrapper: RefObject<HTMLElement | null>): ListScroller | null {
  const [scroller, setScroller] = useState<ListScroller | null>(null);
  useLayoutEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    const parent = scrollParentOf(el.parentElement);
    setScroller(parent ? { element: parent, own: false } : { element: el, own: true });
  }, [wrapper]);
  return scroller;
}

/** The width of an element (0 until it is laid out), following resizes. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => setWidth(el.clientWidth);
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * How far below the top of the scroller's content the list body starts (the virtualizer's scroll margin).
 * Read after every render and on resizes of the list, when what sits above it may have moved.
 */
export function useScrollMargin(
  scroller: ListScroller | null,
  body: RefObject<HTMLElement | null>,
  width: number,
): number {
  const [margin, setMargin] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: width re-reads after a resize
  useLayoutEffect(() => {
    const el = body.current;
    if (!scroller || !el) return;
    const box = scroller.element;
    const top =
      el.getBoundingClientRect().top - box.getBoundingClientRect().top - box.clientTop + box.scrollTop;
    const next = Math.max(0, Math.round(top));
    setMargin((prev) => (prev === next ? prev : next));
  }, [scroller, body, width]);
  return margin;
}
