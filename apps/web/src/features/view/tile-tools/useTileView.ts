import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  isZoomed,
  type Point,
  panBy,
  pinch,
  type Size,
  UNZOOMED,
  wheelFactor,
  type ZoomView,
  zoomAround,
} from './zoom-view.ts';

/** A pointer moved farther than this (px) was a drag, not a click. */
const DRAG_SLOP_PX = 4;
/** Pointer presses on these are theirs, not a pan (the tile's "open" cover is a pan target). */
const OWN_CONTROLS =
  'button:not([data-testid="grid-tile-open"]), a, input, select, [role="slider"], [role="menu"]';

export interface TileView {
  view: ZoomView;
  zoomed: boolean;
  reset(): void;
}

/** The picture's box (the part of the tile that shows video) and a point relative to its centre. */
function pictureOf(frame: HTMLElement): { size: Size; at(x: number, y: number): Point } | null {
  const picture = frame.querySelector<HTMLElement>('[data-testid="player-picture"]');
  if (!picture) return null;
  const box = picture.getBoundingClientRect();
  return {
    size: { width: box.width, height: box.height },
    at: (x, y) => ({ x: x - box.left - box.width / 2, y: y - box.top - box.height / 2 }),
  };
}

/**
 * A tile's digital zoom (`zoom-view.ts`) from the pointer: the wheel zooms around the pointer (unless
 * something under it took the wheel: `defaultPrevented`), a drag pans while zoomed, two fingers pinch. A
 * drag that moved swallows the click that ends it, so panning never opens a camera. Double-clicks are left
 * to the tile (maximise). `resetKey` changing (another camera) drops the zoom.
 */
export function useTileView(frame: RefObject<HTMLElement | null>, resetKey: string): TileView {
  const [view, setView] = useState<ZoomView>(UNZOOMED);
  const current = useRef(view);
  current.current = view;
  const reset = useCallback(() => setView(UNZOOMED), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another camera starts unzoomed
  useEffect(() => setView(UNZOOMED), [resetKey]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let moved = 0;

    const onWheel = (event: WheelEvent) => {
      if (event.defaultPrevented || event.ctrlKey) return;
      const picture = pictureOf(element);
      if (!picture) return;
      event.preventDefault();
      const at = picture.at(event.clientX, event.clientY);
      setView((v) => zoomAround(v, wheelFactor(event.deltaY), at, picture.size));
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0 && event.pointerType === 'mouse') return;
      if ((event.target as Element).closest(OWN_CONTROLS)) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size === 1) moved = 0;
      // Only a pan or a pinch keeps the pointer; unzoomed, a mouse press is the tile's (its drag, a click).
      if (isZoomed(current.current) || pointers.size > 1) element.setPointerCapture?.(event.pointerId);
    };
    const onPointerMove = (event: PointerEvent) => {
      const last = pointers.get(event.pointerId);
      if (!last) return;
      const picture = pictureOf(element);
      const next = { x: event.clientX, y: event.clientY };
      if (!picture) return;
      if (pointers.size === 2) {
        const [a, b] = [...pointers.entries()];
        const other = a![0] === event.pointerId ? b![1] : a![1];
        const from: [Point, Point] = [picture.at(last.x, last.y), picture.at(other.x, other.y)];
        const to: [Point, Point] = [picture.at(next.x, next.y), from[1]];
        setView((v) => pinch(v, from, to, picture.size));
        moved += Math.hypot(next.x - last.x, next.y - last.y);
      } else if (pointers.size === 1 && isZoomed(current.current)) {
        setView((v) => panBy(v, next.x - last.x, next.y - last.y, picture.size));
        moved += Math.hypot(next.x - last.x, next.y - last.y);
      }
      pointers.set(event.pointerId, next);
    };
    const onPointerUp = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
    };
    const onClick = (event: MouseEvent) => {
      if (moved <= DRAG_SLOP_PX) return;
      moved = 0;
      event.stopPropagation();
      event.preventDefault();
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('pointermove', onPointerMove);
    element.addEventListener('pointerup', onPointerUp);
    element.addEventListener('pointercancel', onPointerUp);
    element.addEventListener('click', onClick, true);
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('pointermove', onPointerMove);
      element.removeEventListener('pointerup', onPointerUp);
      element.removeEventListener('pointercancel', onPointerUp);
      element.removeEventListener('click', onClick, true);
    };
  }, [frame]);

  return { view, zoomed: isZoomed(view), reset };
}
