import { Box } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import type { ListedCamera } from '../../cameras/list/camera-search.ts';
import type { Playback } from '../playback/usePlayback.ts';
import type { QualityChoice } from '../player/media.api.ts';
import { tileStreamOf } from '../player-grid.ts';
import { LeaveWallFullscreen } from '../tile-tools/WallFullscreenButton.tsx';
import type { TimeSpan } from '../timeline/period-layout.ts';
import { FollowerTilePlayer, MasterTilePlayer } from './TilePlayers.tsx';
import { EmptyWallCell, type WallTileActions, WallTileFrame } from './WallTile.tsx';
import { type Direction, neighbourCell, visibleCells, type Wall } from './wall-model.ts';
import { WallSync } from './wall-sync.ts';

export interface WallGridProps {
  wall: Wall;
  cameras: ReadonlyMap<string, ListedCamera>;
  openId: string;
  quality: QualityChoice;
  playback: Playback;
  recorded: readonly TimeSpan[] | null;
  canEditCameras: boolean;
  canViewArchive: boolean;
  actions: WallTileActions;
  /** The wall's element (fullscreen for the whole wall, the open tile's for F). */
  gridRef: React.RefObject<HTMLDivElement | null>;
}

const DIRECTIONS: readonly Direction[] = ['left', 'right', 'up', 'down'];

/**
 * The video wall: its rows × cols cells (or the maximised one alone). The open camera's tile plays what the
 * time line says; in the archive every other tile plays the same moment, kept in step by one `WallSync`.
 * Small tiles play the secondary stream on Auto (`tileStreamOf`).
 */
export function WallGrid(props: WallGridProps) {
  const { wall, cameras, openId, quality, playback, recorded, canEditCameras, canViewArchive, actions } =
    props;
  const sync = useMemo(() => new WallSync(), []);
  useEffect(() => {
    sync.start();
    return () => sync.stop();
  }, [sync]);
  useEffect(() => {
    sync.setMaster(playback.isLive ? null : playback.playheadMs, playback.paused, playback.speed);
  }, [sync, playback.isLive, playback.playheadMs, playback.paused, playback.speed]);

  const cells = visibleCells(wall);
  const alone = cells.length === 1;
  const rows = alone ? 1 : wall.rows;
  const cols = alone ? 1 : wall.cols;
  const stream = tileStreamOf(quality, cells.length);
  return (
    <Box
      ref={props.gridRef}
      data-testid="player-grid"
      data-size={cells.length}
      data-rows={rows}
      data-cols={cols}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
        gap: alone ? 0 : 4,
        width: '100%',
        aspectRatio: '16 / 9',
        maxHeight: 'max(220px, calc(100dvh - 300px))',
        background: 'black',
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
      }}
    >
      {cells.map(({ index, cell }) => {
        const camera = cell ? cameras.get(cell.cameraId) : undefined;
        if (!cell || !camera) return <EmptyWallCell key={`empty-${index}`} index={index} actions={actions} />;
        const open = camera.id === openId;
        const tile = { camera, stream, compact: !alone, marked: open && !alone, canEditCameras };
        return (
          <WallTileFrame
            key={camera.id}
            index={index}
            cell={cell}
            camera={camera}
            open={open}
            marked={tile.marked}
            maximised={wall.maximised === index}
            moves={DIRECTIONS.filter((d) => neighbourCell(wall, index, d) !== null)}
            actions={actions}
          >
            {open ? (
              <MasterTilePlayer {...tile} playback={playback} recorded={recorded} />
            ) : (
              <FollowerTilePlayer {...tile} playback={playback} sync={sync} canViewArchive={canViewArchive} />
            )}
          </WallTileFrame>
        );
      })}
      <LeaveWallFullscreen wall={props.gridRef} />
    </Box>
  );
}
