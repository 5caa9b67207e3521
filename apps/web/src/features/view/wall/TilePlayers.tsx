import { useCallback, useEffect, useRef } from 'react';
import type { ListedCamera } from '../../cameras/list/camera-search.ts';
import type { PlaybackSource } from '../playback/playback-source.ts';
import type { Playback, PlayerControl } from '../playback/usePlayback.ts';
import type { TileStream } from '../player/media.api.ts';
import { PlayerSurface } from '../player/PlayerSurface.tsx';
import { useTileAudio } from '../tile-tools/TileAudio.ts';
import type { TimeSpan } from '../timeline/period-layout.ts';
import { useTileSource } from './useTileSource.ts';
import { TileMessage } from './WallTile.tsx';
import type { WallSync } from './wall-sync.ts';

/**
 * The time a tile shows, on the tile without rendering the page again: `data-playhead-ms`, seen at
 * `data-playhead-at` (performance.now()), so that tiles can be compared at one moment.
 */
function markShown(element: Element | null, ms: number) {
  const tile = element?.closest<HTMLElement>('[data-testid="grid-tile"]');
  tile?.setAttribute('data-playhead-ms', String(Math.round(ms)));
  tile?.setAttribute('data-playhead-at', String(Math.round(performance.now())));
}

interface TilePlayerProps {
  camera: ListedCamera;
  stream: TileStream;
  compact: boolean;
  marked: boolean;
  canEditCameras: boolean;
}

interface TileSurfaceProps extends TilePlayerProps {
  anchor: React.RefObject<HTMLSpanElement | null>;
  source: PlaybackSource;
  paused: boolean;
  onTime(ms: number): void;
  onEnded(): void;
  onGoLive(): void;
  controlRef: React.Ref<PlayerControl | null>;
  rate?: number;
  onReverseStart(): void;
}

/** A tile's player, marking on the tile the time it shows (`anchor` is inside the tile). */
function TileSurface({
  camera,
  stream,
  compact,
  marked,
  canEditCameras,
  anchor,
  onTime,
  ...rest
}: TileSurfaceProps) {
  const audio = useTileAudio();
  return (
    <>
      <span ref={anchor} hidden />
      <PlayerSurface
        {...rest}
        cameraId={camera.id}
        cameraName={camera.name}
        status={camera.status}
        quality={stream}
        compact={compact}
        selected={marked}
        canEditCamera={canEditCameras}
        audible={audio?.audible}
        onAudio={audio?.onAudio}
        onTime={(ms) => {
          onTime(ms);
          markShown(anchor.current, ms);
        }}
      />
    </>
  );
}

/** The open camera's tile: it plays what the time line says and is the wall's master clock. */
export function MasterTilePlayer({
  playback,
  recorded,
  ...tile
}: TilePlayerProps & { playback: Playback; recorded: readonly TimeSpan[] | null }) {
  const anchor = useRef<HTMLSpanElement>(null);
  return (
    <TileSurface
      {...tile}
      anchor={anchor}
      source={playback.source}
      paused={playback.paused}
      onTime={playback.onTime}
      onEnded={() => playback.onEnded(recorded)}
      onGoLive={playback.goLive}
      controlRef={playback.playerRef}
      rate={playback.isLive ? 1 : playback.speed}
      onReverseStart={() => playback.onReverseStart(recorded)}
    />
  );
}

/**
 * Any other tile: live while the open camera plays live; in the archive, the same moment as the open camera
 * (kept there by `sync`), or 'No recording' when its camera has none then.
 */
export function FollowerTilePlayer({
  playback,
  sync,
  canViewArchive,
  ...tile
}: TilePlayerProps & { playback: Playback; sync: WallSync; canViewArchive: boolean }) {
  const { camera } = tile;
  const { source, restartAt } = useTileSource({
    cameraId: camera.id,
    master: playback.source,
    masterMs: playback.playheadMs,
    canViewArchive,
    reverse: !playback.isLive && playback.speed < 0,
  });
  const anchor = useRef<HTMLSpanElement>(null);
  const control = useRef<PlayerControl | null>(null);
  const waiting = source?.kind === 'none';
  const following = source?.kind === 'archive';
  useEffect(() => {
    if (!following && !waiting) return;
    return sync.register(camera.id, {
      control,
      video: () =>
        anchor.current?.parentElement?.querySelector<HTMLVideoElement>('[data-testid="player-video"]') ??
        null,
      restart: restartAt,
      onTick: waiting ? (masterMs) => restartAt(masterMs) : undefined,
    });
  }, [sync, camera.id, following, waiting, restartAt]);
  // A new playlist: what the tile reported before is of the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new source
  useEffect(() => sync.reset(camera.id), [sync, camera.id, source]);
  const report = useCallback((ms: number) => sync.report(camera.id, ms), [sync, camera.id]);
  if (!source || source.kind === 'none')
    return (
      <>
        <span ref={anchor} hidden />
        <TileMessage name={camera.name} loading={!source} />
      </>
    );
  return (
    <TileSurface
      {...tile}
      anchor={anchor}
      source={source}
      paused={source.kind === 'archive' && playback.paused}
      onTime={report}
      onEnded={() => restartAt(sync.masterNow())}
      onGoLive={playback.goLive}
      controlRef={control}
      // Backwards the tile runs its own reverse clock at the wall's rate (`wall-sync.ts` seeks it when off);
      // forwards the sync sets its speed.
      rate={source.kind === 'archive' && playback.speed < 0 ? playback.speed : undefined}
      onReverseStart={() => restartAt(sync.masterNow())}
    />
  );
}
