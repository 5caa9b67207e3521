import type { MotionRegionRect } from '@argus/contract/mediaserver';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import classes from './MotionSearch.module.css';
import { type Box, pictureBox } from './motion-region.ts';
import { RegionGrid } from './RegionGrid.tsx';

export interface MotionSearchLayerProps {
  /** The open camera: its picture takes the region. */
  cameraId: string;
  active: boolean;
  rects: MotionRegionRect[];
  onChange(rects: MotionRegionRect[]): void;
  /** The players. */
  children: ReactNode;
}

/** The open camera's video element among the players (any video while none is marked with the camera). */
function videoOf(root: HTMLElement, cameraId: string): HTMLVideoElement | null {
  return (
    root.querySelector<HTMLVideoElement>(`[data-camera-id="${CSS.escape(cameraId)}"] video`) ??
    root.querySelector<HTMLVideoElement>('video')
  );
}

/** Where the video's picture is, relative to the layer (the whole layer while there is no video yet). */
function measure(root: HTMLElement, cameraId: string): Box {
  const video = videoOf(root, cameraId);
  const outer = root.getBoundingClientRect();
  const r = (video ?? root).getBoundingClientRect();
  const element = { left: r.left - outer.left, top: r.top - outer.top, width: r.width, height: r.height };
  return video ? pictureBox(element, video.videoWidth, video.videoHeight) : element;
}

/**
 * The players with, in motion search mode, the motion grid laid over the open camera's picture (its video
 * as shown, letterbox bars left out), following it as it resizes or its stream's size becomes known.
 */
export function MotionSearchLayer({ cameraId, active, rects, onChange, children }: MotionSearchLayerProps) {
  const root = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    const el = root.current;
    if (!active || !el) return;
    const update = () => {
      const next = measure(el, cameraId);
      setBox((b) =>
        b && ['left', 'top', 'width', 'height'].every((k) => b[k as keyof Box] === next[k as keyof Box])
          ? b
          : next,
      );
    };
    update();
    const resize = new ResizeObserver(update);
    resize.observe(el);
    const video = videoOf(el, cameraId);
    if (video) resize.observe(video);
    // The stream's size is known (or changes) after the element is laid out.
    const events = ['loadedmetadata', 'resize', 'playing'];
    for (const type of events) el.addEventListener(type, update, true);
    return () => {
      resize.disconnect();
      for (const type of events) el.removeEventListener(type, update, true);
    };
  }, [active, cameraId]);
  return (
    <div ref={root} className={classes.layer} data-testid="motion-search-layer">
      {children}
      {active && box && box.width > 0 && box.height > 0 && (
        <div
          className={classes.overlay}
          style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
          data-testid="motion-search-overlay"
        >
          <RegionGrid rects={rects} onChange={onChange} />
        </div>
      )}
    </div>
  );
}
