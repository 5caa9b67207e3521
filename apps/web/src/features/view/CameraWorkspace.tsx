import { Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePermissions } from '../auth/usePermissions.ts';
import type { ListedCamera } from '../cameras/list/camera-search.ts';
import { useLayoutFromAddress } from '../layouts/useLayoutFromAddress.ts';
import { BookmarkDialog } from './bookmarks/BookmarkDialog.tsx';
import { BookmarksPanel } from './bookmarks/BookmarksPanel.tsx';
import { ExportDialog } from './export/ExportDialog.tsx';
import { useViewKeyboard } from './keyboard/useViewKeyboard.ts';
import { MotionSearchLayer } from './motion-search/MotionSearchLayer.tsx';
import { MotionSearchPanel } from './motion-search/MotionSearchPanel.tsx';
import { useMotionSearch } from './motion-search/useMotionSearch.ts';
import { PlaybackControls } from './playback/PlaybackControls.tsx';
import { usePlayback } from './playback/usePlayback.ts';
import type { QualityChoice } from './player/media.api.ts';
import { neighbourOf } from './player-grid.ts';
import { toggleFullscreen } from './tile-tools/fullscreen.ts';
import { nextSpeed } from './tile-tools/playback-speed.ts';
import { localeOf } from './timeline/date-values.ts';
import type { TimeSpan } from './timeline/period-layout.ts';
import { defaultRange, isUsableRange, rangeBetween } from './timeline/range-selection.ts';
import { recordedDaysOf } from './timeline/recorded-days.ts';
import { SelectionSummary } from './timeline/SelectionSummary.tsx';
import { TimelineSection } from './timeline/TimelineSection.tsx';
import { useTimelineData } from './timeline/useTimelineData.ts';
import { useTimelineWindow } from './timeline/useTimelineWindow.ts';
import { useNow } from './useNow.ts';
import { ViewToolbar } from './ViewToolbar.tsx';
import { VIEW_TIME_PARAM, viewTimeOf } from './view-address.ts';
import { useWall } from './wall/useWall.ts';
import { WallControls } from './wall/WallControls.tsx';
import { WallGrid } from './wall/WallGrid.tsx';

export interface CameraWorkspaceProps {
  camera: ListedCamera;
  /** Every camera in list order (the grid's pages, previous and next). */
  cameras: readonly ListedCamera[];
  onOpen(cameraId: string): void;
  onOpenCameras(): void;
}

/**
 * The open camera on the video wall (`useWall`: the open camera's tile drives the time line, the other tiles
 * follow it), the controls and time line (archive, export and bookmarks
 * as the caller's permissions allow: `can()` on the server's answer), the bookmarks, and the page's keys.
 */
export function CameraWorkspace({ camera, cameras, onOpen, onOpenCameras }: CameraWorkspaceProps) {
  const { t, i18n } = useTranslation('view');
  const locale = localeOf(i18n.language);
  const { can } = usePermissions();
  const ref = { type: 'camera', id: camera.id } as const;
  const canViewArchive = can('viewArchive', ref);
  const canExport = can('export', ref) && canViewArchive;
  const canViewBookmarks = can('viewBookmarks');
  const canBookmark = can('manageBookmarks') && canViewArchive;
  const canEditCameras = can('editCameras');
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
    canViewBookmarks,
  });
  const recordedDays = useMemo(() => recordedDaysOf(data.recorded), [data.recorded]);
  // The cameras an export may add for the same range: those the caller may export.
  const exportable = useMemo(
    () =>
      cameras
        .filter(
          (c) =>
            can('export', { type: 'camera', id: c.id }) && can('viewArchive', { type: 'camera', id: c.id }),
        )
        .map((c) => ({ id: c.id, name: c.name })),
    [cameras, can],
  );
  const [selected, setSelected] = useState<{ cameraId: string; range: TimeSpan } | null>(null);
  const selection = selected?.cameraId === camera.id ? selected.range : null;
  const [selecting, setSelecting] = useState(false);
  const [dialog, setDialog] = useState<'export' | 'bookmark' | null>(null);

  const seek = (ms: number) => playback.seekTo(ms, data.recorded);
  const jump = (ms: number) => {
    seek(ms);
    view.follow();
  };
  // `?time=` (a bookmark played from the Bookmarks page): play from there once, then drop it from the address.
  const location = useLocation();
  const navigate = useNavigate();
  const askedTimeMs = viewTimeOf(location.search);
  useEffect(() => {
    if (askedTimeMs === null) return;
    if (canViewArchive) {
      playback.seekTo(askedTimeMs, null);
      view.follow();
    }
    const params = new URLSearchParams(location.search);
    params.delete(VIEW_TIME_PARAM);
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [
    askedTimeMs,
    canViewArchive,
    location.pathname,
    location.search,
    navigate,
    playback.seekTo,
    view.follow,
  ]);
  const goLive = () => {
    playback.goLive();
    view.follow();
  };
  useViewKeyboard((action) => {
    if (dialog) return;
    if (action.type === 'togglePlay') playback.togglePlay();
    else if (action.type === 'fullscreen')
      toggleFullscreen(
        wallRef.current?.querySelector(
          `[data-testid="grid-tile"][data-camera-id="${CSS.escape(camera.id)}"]`,
        ) ?? null,
      );
    else if (action.type === 'live') goLive();
    else if (action.type === 'camera') {
      const next = neighbourOf(cameras, camera.id, action.step);
      if (next && next.id !== camera.id) onOpen(next.id);
    } else if (!canViewArchive) return;
    else if (action.type === 'seekBy') playback.seekBy(action.deltaMs, data.recorded);
    else if (action.type === 'zoom') view.zoomStep(action.direction);
    else if (action.type === 'frameStep') playback.stepFrame(action.direction);
    else if (action.type === 'speed') playback.setSpeed(nextSpeed(playback.speed, action.step, true));
  });
  const dialogRange = isUsableRange(selection)
    ? selection
    : defaultRange(playback.playheadMs ?? nowMs, nowMs);
  const openDialog = (which: 'export' | 'bookmark') => {
    setSelecting(false);
    setDialog(which);
  };

  return (
    <Stack gap="sm" data-testid="camera-workspace" data-camera-id={camera.id}>
      <ViewToolbar
        cameraName={camera.name}
        status={camera.status}
        wallControls={<WallControls state={wall} cameras={cameras} wallRef={wallRef} />}
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
          canEditCameras={canEditCameras}
          canViewArchive={canViewArchive}
          actions={wall.actions}
          gridRef={wallRef}
        />
      </MotionSearchLayer>
      <PlaybackControls
        paused={playback.paused}
        speed={playback.speed}
        atRecordingStart={playback.atRecordingStart}
        onSpeed={playback.setSpeed}
        onStepFrame={playback.stepFrame}
        isLive={playback.isLive}
        playheadMs={playback.playheadMs}
        nowMs={nowMs}
        locale={locale}
        recordedDays={recordedDays}
        canViewArchive={canViewArchive}
        canExport={canExport}
        canBookmark={canBookmark}
        selecting={selecting}
        onTogglePlay={playback.togglePlay}
        onGoLive={goLive}
        onZoom={view.zoomStep}
        onJump={jump}
        onToggleSelecting={() => setSelecting((on) => !on)}
        onExport={() => openDialog('export')}
        onBookmark={() => openDialog('bookmark')}
      />
      {canViewArchive ? (
        <TimelineSection
          cameraId={camera.id}
          view={view}
          data={data}
          nowMs={nowMs}
          locale={locale}
          playheadMs={playback.isLive ? nowMs : playback.playheadMs}
          selection={selection}
          selecting={selecting}
          onSeek={seek}
          onSelect={(a, b) => setSelected({ cameraId: camera.id, range: rangeBetween(a, b, nowMs) })}
          onBookmark={(b) => jump(b.startMs)}
        />
      ) : (
        <Text size="sm" c="dimmed" data-testid="live-only">
          {t('playback.liveOnly')}
        </Text>
      )}
      {canViewArchive && (
        <MotionSearchPanel
          cameraId={camera.id}
          active={motionSearch.active}
          rects={motionSearch.rects}
          results={motionSearch.filter ? data.motion : []}
          loading={data.motionLoading}
          nowMs={nowMs}
          locale={locale}
          onOpen={motionSearch.open}
          onClear={() => motionSearch.setRects([])}
          onClose={motionSearch.close}
          onPlay={jump}
        />
      )}
      {selection && <SelectionSummary range={selection} locale={locale} onClear={() => setSelected(null)} />}
      {canViewBookmarks && (
        <BookmarksPanel
          cameraId={camera.id}
          canManage={canBookmark}
          locale={locale}
          onOpen={(b) => canViewArchive && jump(b.startTimeMs)}
        />
      )}
      {dialog === 'export' && (
        <ExportDialog
          cameraId={camera.id}
          cameraName={camera.name}
          initialRange={dialogRange}
          recorded={data.recorded}
          recordedDays={recordedDays}
          nowMs={nowMs}
          locale={locale}
          cameras={exportable}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'bookmark' && (
        <BookmarkDialog
          cameraId={camera.id}
          initialRange={dialogRange}
          nowMs={nowMs}
          locale={locale}
          recordedDays={recordedDays}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
