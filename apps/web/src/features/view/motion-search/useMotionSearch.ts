import { formatMotionFilter, type MotionRegionRect } from '@argus/contract/mediaserver';
import { useState } from 'react';

export interface MotionSearch {
  /** The search mode is on: the picture takes rectangles, the time line shows the region's motion. */
  active: boolean;
  rects: MotionRegionRect[];
  /** The `filter` of the periods query, or undefined while there is no region (whole-frame motion). */
  filter: string | undefined;
  open(): void;
  close(): void;
  setRects(rects: MotionRegionRect[]): void;
}

/** The motion search of the open camera; another camera starts without a region. */
export function useMotionSearch(cameraId: string): MotionSearch {
  const [state, setState] = useState<{ cameraId: string; active: boolean; rects: MotionRegionRect[] }>({
    cameraId,
    active: false,
    rects: [],
  });
  const current = state.cameraId === cameraId ? state : { cameraId, active: false, rects: [] };
  return {
    active: current.active,
    rects: current.rects,
    filter: current.active && current.rects.length ? formatMotionFilter(current.rects) : undefined,
    open: () => setState({ ...current, active: true }),
    close: () => setState({ cameraId, active: false, rects: [] }),
    setRects: (rects) => setState({ ...current, rects }),
  };
}
