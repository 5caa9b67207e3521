import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MotionSearchPanel } from '../motion-search/MotionSearchPanel.tsx';
import type { MotionSearch } from '../motion-search/useMotionSearch.ts';
import { PlaybackControls } from '../playback/PlaybackControls.tsx';
import type { Playback } from '../playback/usePlayback.ts';
import type { TimeSpan } from '../timeline/period-layout.ts';
import { rangeBetween } from '../timeline/range-selection.ts';
import { SelectionSummary } from '../timeline/SelectionSummary.tsx';
import { TimelineSection } from '../timeline/TimelineSection.tsx';
import type { TimelineData } from '../timeline/useTimelineData.ts';
import type { TimelineView } from '../timeline/useTimelineWindow.ts';
import type { WorkspaceAccess } from './useWorkspaceAccess.ts';
import type { WorkspaceDialog } from './WorkspaceDialogs.tsx';

export interface WorkspaceTimelineProps {
  cameraId: string;
  access: WorkspaceAccess;
  playback: Playback;
  view: TimelineView;
  data: TimelineData;
  recordedDays: ReadonlySet<string>;
  motionSearch: MotionSearch;
  nowMs: number;
  locale: string;
  selection: TimeSpan | null;
  selecting: boolean;
  onSelecting(on: boolean): void;
  onSelection(range: TimeSpan | null): void;
  onDialog(dialog: WorkspaceDialog): void;
  /** Plays from a time and lets the time line follow it again. */
  onJump(ms: number): void;
  onGoLive(): void;
}

/**
 * Below the video: the playback controls, the time line (or "live only" without archive access), the motion
 * search's results and the selected range.
 */
export function WorkspaceTimeline(p: WorkspaceTimelineProps) {
  const { t } = useTranslation('view');
  const { cameraId, access, playback, view, data, motionSearch, nowMs, locale } = p;
  return (
    <>
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
        recordedDays={p.recordedDays}
        canViewArchive={access.canViewArchive}
        canExport={access.canExport}
        canBookmark={access.canBookmark}
        selecting={p.selecting}
        onTogglePlay={playback.togglePlay}
        onGoLive={p.onGoLive}
        onZoom={view.zoomStep}
        onJump={p.onJump}
        onToggleSelecting={() => p.onSelecting(!p.selecting)}
        onExport={() => p.onDialog('export')}
        onBookmark={() => p.onDialog('bookmark')}
      />
      {access.canViewArchive ? (
        <TimelineSection
          cameraId={cameraId}
          view={view}
          data={data}
          nowMs={nowMs}
          locale={locale}
          playheadMs={playback.isLive ? nowMs : playback.playheadMs}
          selection={p.selection}
          selecting={p.selecting}
          onSeek={(ms) => playback.seekTo(ms, data.recorded)}
          onSelect={(a, b) => p.onSelection(rangeBetween(a, b, nowMs))}
          onBookmark={(b) => p.onJump(b.startMs)}
        />
      ) : (
        <Text size="sm" c="dimmed" data-testid="live-only">
          {t('playback.liveOnly')}
        </Text>
      )}
      {access.canViewArchive && (
        <MotionSearchPanel
          cameraId={cameraId}
          active={motionSearch.active}
          rects={motionSearch.rects}
          results={motionSearch.filter ? data.motion : []}
          loading={data.motionLoading}
          nowMs={nowMs}
          locale={locale}
          onOpen={motionSearch.open}
          onClear={() => motionSearch.setRects([])}
          onClose={motionSearch.close}
          onPlay={p.onJump}
        />
      )}
      {p.selection && (
        <SelectionSummary range={p.selection} locale={locale} onClear={() => p.onSelection(null)} />
      )}
    </>
  );
}
