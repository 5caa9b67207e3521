import type { RefObject } from 'react';
import type { ListedCamera } from '../../cameras/list/camera-search.ts';
import { useViewKeyboard } from '../keyboard/useViewKeyboard.ts';
import type { Playback } from '../playback/usePlayback.ts';
import { neighbourOf } from '../player-grid.ts';
import { toggleFullscreen } from '../tile-tools/fullscreen.ts';
import { nextSpeed } from '../tile-tools/playback-speed.ts';
import type { TimeSpan } from '../timeline/period-layout.ts';
import type { TimelineView } from '../timeline/useTimelineWindow.ts';

export interface WorkspaceKeysOptions {
  cameraId: string;
  cameras: readonly ListedCamera[];
  playback: Playback;
  view: TimelineView;
  recorded: readonly TimeSpan[] | null;
  canViewArchive: boolean;
  /** A dialog is open: the page's keys wait. */
  paused: boolean;
  wallRef: RefObject<HTMLElement | null>;
  onOpen(cameraId: string): void;
  goLive(): void;
}

/** The View page's keys on the open camera: play/pause, fullscreen, live, next camera, seek, zoom, frames, speed. */
export function useWorkspaceKeys(o: WorkspaceKeysOptions): void {
  useViewKeyboard((action) => {
    if (o.paused) return;
    if (action.type === 'togglePlay') o.playback.togglePlay();
    else if (action.type === 'fullscreen')
      toggleFullscreen(
        o.wallRef.current?.querySelector(
          `[data-testid="grid-tile"][data-camera-id="${CSS.escape(o.cameraId)}"]`,
        ) ?? null,
      );
    else if (action.type === 'live') o.goLive();
    else if (action.type === 'camera') {
      const next = neighbourOf(o.cameras, o.cameraId, action.step);
      if (next && next.id !== o.cameraId) o.onOpen(next.id);
    } else if (!o.canViewArchive) return;
    else if (action.type === 'seekBy') o.playback.seekBy(action.deltaMs, o.recorded);
    else if (action.type === 'zoom') o.view.zoomStep(action.direction);
    else if (action.type === 'frameStep') o.playback.stepFrame(action.direction);
    else if (action.type === 'speed') o.playback.setSpeed(nextSpeed(o.playback.speed, action.step, true));
  });
}
