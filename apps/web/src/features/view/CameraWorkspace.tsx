import { Stack } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedCamera } from '../cameras/list/camera-search.ts';
import { useLayoutFromAddress } from '../layouts/useLayoutFromAddress.ts';
import { BookmarksPanel } from './bookmarks/BookmarksPanel.tsx';
import { MotionSearchLayer } from './motion-search/MotionSearchLayer.tsx';
import { useMotionSearch } from './motion-search/useMotionSearch.ts';
import { usePlayback } from './playback/usePlayback.ts';
import type { QualityChoice } from './player/media.api.ts';
import { localeOf } from './timeline/date-values.ts';
import type { TimeSpan } from './timeline/period-layout.ts';
import { defaultRange, isUsableRange } from './timeline/range-selection.ts';
import { recordedDaysOf } from './timeline/recorded-days.ts';
import { useTimelineData } from './timeline/useTimelineData.ts';
import { useTimelineWindow } from './timeline/useTimelineWindow.ts';
import { useNow } from './useNow.ts';
import { ViewToolbar } from './ViewToolbar.tsx';
import { useWall } from './wall/useWall.ts';
import { WallControls } from './wall/WallControls.tsx';
import { WallGrid } from './wall/WallGrid.tsx';
import { useTimeFromAddress } from './workspace/useTimeFromAddress.ts';
import { useWorkspaceAccess } from './workspace/useWorkspaceAccess.ts';
import { useWorkspaceKeys } from './workspace/useWorkspaceKeys.ts';
import { type WorkspaceDialog, WorkspaceDialogs } from './workspace/WorkspaceDialogs.tsx';
import { WorkspaceTimeline } from './workspace/WorkspaceTimeline.tsx';

export interface CameraWorkspaceProps {
  camera: ListedCamera;
  /** Every camera in list order (the grid's pages, previous and next). */
  cameras: readonly ListedCamera[];
  onOpen(cameraId: string): void;
  onOpenCameras(): void;
}

/**
 * The open camera on the video wall (`useWall`: the open camera's tile drives the time line, the other tiles
 * follow it), the toolbar, the time line and its controls (`WorkspaceTimeline`; archive, export and bookmarks
 * as the caller's permissions allow, `useWorkspaceAccess`), the bookmarks, the dialogs, and the page's keys.
 * The page's clock ticks here (the time line's window and periods end at now); what does not depend on it (the
 * toolbar and the wall's controls) is not rendered again at each tick.
 */
export function CameraWorkspace({ camera, cameras, onOpen, onOpenCameras }: CameraWorkspaceProps) {
  const { i18n } = useTranslation('view');
  const locale = localeOf(i18n.language);
  const access = useWorkspaceAccess(camera.id, cameras);
  const { canViewArchive } = access;
  const nowMs = useNow();
  const wall = useWall(camera.id, cameras, onOpen);
  const wallRef = useRef<HTMLDivElement>(null);
  const byId = useMemo(() => new Map(cameras.map((c) => [c.id, c])), [cameras]);
  const cameraIds = useMemo(() => new Set(byId.keys()), [byId]);
  useLayoutFromAddress(wall, camera.id, cameraIds);
  const [quality, setQuality] = useLocalStorage<QualityChoice>({
    key: 'argus.view.quality',
    defaultValue: 'auto',
  });
  const playback = usePlayback({ cameraId: camera.id, canViewArchive });
  const view = useTimelineWindow(nowMs, playback.playheadMs, playback.isLive);
  const motionSearch = useMotionSearch(camera.id);
  const data = useTimelineData({
    motionFilter: motionSearch.filter,
    cameraId: camera.id,
    window: view.window,
    nowMs,
    live: playback.isLive,
    canViewArchive,
    canViewBookmarks: access.canViewBookmarks,
  });
  const recordedDays = useMemo(() => recordedDaysOf(data.recorded), [data.recorded]);
  const [selected, setSelected] = useState<{ cameraId: string; range: TimeSpan } | null>(null);
  const selection = selected?.cameraId === camera.id ? selected.range : null;
  const [selecting, setSelecting] = useState(false);
  const [dialog, setDialog] = useState<WorkspaceDialog | null>(null);

  const jump = (ms: number) => {
    playback.seekTo(ms, data.recorded);
    view.follow();
  };
  const { seekTo } = playback;
  const { follow } = view;
  useTimeFromAddress(
    canViewArchive,
    useCallback(
      (ms: number) => {
        seekTo(ms, null);
        follow();
      },
      [seekTo, follow],
    ),
  );
  const goLive = () => {
    playback.goLive();
    view.follow();
  };
  useWorkspaceKeys({
    cameraId: camera.id,
    cameras,
    playback,
    view,
    recorded: data.recorded,
    canViewArchive,
    paused: dialog !== null,
    wallRef,
    onOpen,
    goLive,
  });
  const openDialog = (which: WorkspaceDialog) => {
    setSelecting(false);
    setDialog(which);
  };
  const wallControls = useMemo(
    () => <WallControls state={wall} cameras={cameras} wallRef={wallRef} />,
    [wall, cameras],
  );

  return (
    <Stack gap="sm" data-testid="camera-workspace" data-camera-id={camera.id}>
      <ViewToolbar
        cameraName={camera.name}
        status={camera.status}
        wallControls={wallControls}
        quality={quality}
        onQuality={setQuality}
        onOpenCameras={onOpenCameras}
      />
      <MotionSearchLayer
        cameraId={camera.id}
        active={motionSearch.active && canViewArchive}
        rects={motionSearch.rects}
        onChange={motionSearch.setRects}
      >
        <WallGrid
          wall={wall.wall}
          cameras={byId}
          openId={camera.id}
          quality={quality}
          playback={playback}
          recorded={data.recorded}
          canEditCameras={access.canEditCameras}
          canViewArchive={canViewArchive}
          actions={wall.actions}
          gridRef={wallRef}
        />
      </MotionSearchLayer>
      <WorkspaceTimeline
        cameraId={camera.id}
        access={access}
        playback={playback}
        view={view}
        data={data}
        recordedDays={recordedDays}
        motionSearch={motionSearch}
        nowMs={nowMs}
        locale={locale}
        selection={selection}
        selecting={selecting}
        onSelecting={setSelecting}
        onSelection={(range) => setSelected(range && { cameraId: camera.id, range })}
        onDialog={openDialog}
        onJump={jump}
        onGoLive={goLive}
      />
      {access.canViewBookmarks && (
        <BookmarksPanel
          cameraId={camera.id}
          canManage={access.canBookmark}
          locale={locale}
          onOpen={(b) => canViewArchive && jump(b.startTimeMs)}
        />
      )}
      <WorkspaceDialogs
        dialog={dialog}
        cameraId={camera.id}
        cameraName={camera.name}
        range={isUsableRange(selection) ? selection : defaultRange(playback.playheadMs ?? nowMs, nowMs)}
        recorded={data.recorded}
        recordedDays={recordedDays}
        nowMs={nowMs}
        locale={locale}
        exportable={access.exportable}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
