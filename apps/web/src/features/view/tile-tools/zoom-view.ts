/**
 * A tile's digital zoom (pure): how far the picture is magnified and moved, and what of it is visible. This
 * is the tile's view state, not saved: the wheel, a drag and a pinch change it, a reset (or another camera)
 * drops it. It magnifies what the tile shows, the cell's own zoom and rotation of the layout included
 * (`wall-model.ts`, saved with the layout), so the two multiply and never fight.
 *
 * Coordinates are pixels relative to the centre of the picture (the transform's origin): a point `p` of the
 * unzoomed picture is drawn at `offset + zoom × p`. The picture always covers its box: the offset is
 * clamped so no edge comes inside.
 */

export const MIN_VIEW_ZOOM = 1;
export const MAX_VIEW_ZOOM = 8;
/** One wheel notch (deltaY 100, a mouse's usual step) magnifies by this much. */
const WHEEL_STEP = 1.25;

export interface ZoomView {
  zoom: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The rectangle of the picture that is visible, in fractions (0 to 1) of its width and height. */
export interface VisibleRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const UNZOOMED: ZoomView = { zoom: 1, x: 0, y: 0 };

export const isZoomed = (view: ZoomView): boolean => view.zoom > MIN_VIEW_ZOOM;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The view moved back so the picture covers its box (and no offset at all unzoomed). */
export function clampView(view: ZoomView, size: Size): ZoomView {
  const zoom = clamp(Number.isFinite(view.zoom) ? view.zoom : 1, MIN_VIEW_ZOOM, MAX_VIEW_ZOOM);
  const maxX = ((zoom - 1) * size.width) / 2;
  const maxY = ((zoom - 1) * size.height) / 2;
  // `+ 0` turns -0 into 0.
  return { zoom, x: clamp(view.x, -maxX, maxX) + 0, y: clamp(view.y, -maxY, maxY) + 0 };
}

/**
 * Magnifies by `factor` around `at` (relative to the centre): the point of the picture under `at` stays
 * under it.
 */
export function zoomAround(view: ZoomView, factor: number, at: Point, size: Size): ZoomView {
  const zoom = clamp(view.zoom * factor, MIN_VIEW_ZOOM, MAX_VIEW_ZOOM);
  const scale = zoom / view.zoom;
  return clampView({ zoom, x: at.x - (at.x - view.x) * scale, y: at.y - (at.y - view.y) * scale }, size);
}

/** The magnification of a wheel turn: up (a negative deltaY) zooms in, in steps of WHEEL_STEP per 100. */
export function wheelFactor(deltaY: number): number {
  return WHEEL_STEP ** (-deltaY / 100);
}

/** Moves the zoomed picture by a drag of `dx`, `dy` pixels. */
export function panBy(view: ZoomView, dx: number, dy: number, size: Size): ZoomView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, size);
}

/**
 * A pinch between two fingers that moved from `from` to `to`: magnifies by the change of their distance
 * around their first midpoint, and moves by the midpoint's movement.
 */
export function pinch(view: ZoomView, from: [Point, Point], to: [Point, Point], size: Size): ZoomView {
  const distance = ([a, b]: [Point, Point]) => Math.hypot(a.x - b.x, a.y - b.y);
  const middle = ([a, b]: [Point, Point]): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const before = distance(from);
  const factor = before > 0 ? distance(to) / before : 1;
  const m0 = middle(from);
  const m1 = middle(to);
  return panBy(zoomAround(view, factor, m0, size), m1.x - m0.x, m1.y - m0.y, size);
}

/** What of the picture the box shows, for the mini-map. */
export function visibleRect(view: ZoomView, size: Size): VisibleRect {
  const width = 1 / view.zoom;
  const height = 1 / view.zoom;
  if (size.width <= 0 || size.height <= 0) return { left: 0, top: 0, width, height };
  // The box's left edge (-w/2) shows the picture's point (-w/2 - x) / zoom.
  const left = (-size.width / 2 - view.x) / view.zoom / size.width + 0.5;
  const top = (-size.height / 2 - view.y) / view.zoom / size.height + 0.5;
  return { left, top, width, height };
}

/** The CSS transform of the view (its origin is the picture's centre). */
export function transformOf(view: ZoomView): string {
  return `translate(${view.x}px, ${view.y}px) scale(${view.zoom})`;
}
