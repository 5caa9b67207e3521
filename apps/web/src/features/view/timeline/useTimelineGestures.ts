import { useEffect, useRef, useState } from 'react';
import { msAtX, spanOf, type TimeWindow, wheelZoomFactor } from './timeline-scale.ts';

/** A press that moves less than this is a click. */
const CLICK_SLOP_PX = 4;

export interface TimelineGestureHandlers {
  window: TimeWindow;
  widthPx: number;
  /** Drags select a range instead of moving the time line (also with Shift held). */
  selecting: boolean;
  /** Move the time line: the window at the drag's start, shifted by `deltaMs`. */
  onPan(from: TimeWindow, deltaMs: number): void;
  onZoom(factor: number, anchorMs: number): void;
  /** A click (no drag) at a time, `y` pixels from the top. */
  onClick(ms: number, y: number): void;
  onSelect(fromMs: number, toMs: number): void;
  /** The pointer is over a time (null: it left). */
  onHover(ms: number | null, x: number): void;
}

interface Drag {
  pointerId: number;
  x0: number;
  from: TimeWindow;
  select: boolean;
  moved: boolean;
}

/**
 * Pointer and wheel handling of the time line: the wheel zooms around the pointer (a sideways wheel pans),
 * a drag moves the time line or selects a range, a click seeks, and hovering reports the time under the
 * pointer.
 */
export function useTimelineGestures(
  element: React.RefObject<HTMLElement | null>,
  handlers: TimelineGestureHandlers,
) {
  const h = useRef(handlers);
  h.current = handlers;
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const { window: w, widthPx } = h.current;
      const x = e.clientX - el.getBoundingClientRect().left;
      if (Math.abs(e.deltaX) > Math.abs(e.deltaY))
        h.current.onPan(w, (e.deltaX / Math.max(1, widthPx)) * spanOf(w));
      else h.current.onZoom(wheelZoomFactor(e.deltaY), msAtX(w, widthPx, x));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [element]);

  const xOf = (e: React.PointerEvent) => e.clientX - e.currentTarget.getBoundingClientRect().left;

  return {
    dragging,
    onPointerDown(e: React.PointerEvent<HTMLElement>) {
      if (e.button !== 0) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      drag.current = {
        pointerId: e.pointerId,
        x0: xOf(e),
        from: h.current.window,
        select: h.current.selecting || e.shiftKey,
        moved: false,
      };
    },
    onPointerMove(e: React.PointerEvent<HTMLElement>) {
      const { window: w, widthPx } = h.current;
      const x = xOf(e);
      const d = drag.current;
      if (!d || d.pointerId !== e.pointerId) {
        h.current.onHover(msAtX(w, widthPx, x), x);
        return;
      }
      if (!d.moved && Math.abs(x - d.x0) < CLICK_SLOP_PX) return;
      if (!d.moved) {
        d.moved = true;
        setDragging(true);
        h.current.onHover(null, x);
      }
      if (d.select) h.current.onSelect(msAtX(d.from, widthPx, d.x0), msAtX(d.from, widthPx, x));
      else h.current.onPan(d.from, -((x - d.x0) / Math.max(1, widthPx)) * spanOf(d.from));
    },
    onPointerUp(e: React.PointerEvent<HTMLElement>) {
      const d = drag.current;
      if (!d || d.pointerId !== e.pointerId) return;
      drag.current = null;
      setDragging(false);
      if (!d.moved) {
        const y = e.clientY - e.currentTarget.getBoundingClientRect().top;
        h.current.onClick(msAtX(h.current.window, h.current.widthPx, xOf(e)), y);
      }
    },
    onPointerCancel() {
      drag.current = null;
      setDragging(false);
    },
    onPointerLeave(e: React.PointerEvent<HTMLElement>) {
      if (!drag.current) h.current.onHover(null, xOf(e));
    },
  };
}
