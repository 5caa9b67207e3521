import { Box, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListedCamera } from '../cameras/list/camera-search.ts';
import { LIVE } from './playback/playback-source.ts';
import type { Playback } from './playback/usePlayback.ts';
import type { QualityChoice } from './player/media.api.ts';
import { PlayerSurface } from './player/PlayerSurface.tsx';
import { columnsOf, type GridSize, tileStreamOf } from './player-grid.ts';
import { PtzControls } from './ptz/PtzControls.tsx';
import type { TimeSpan } from './timeline/period-layout.ts';

export interface PlayerGridProps {
  tiles: readonly ListedCamera[];
  openId: string;
  size: GridSize;
  quality: QualityChoice;
  playback: Playback;
  recorded: readonly TimeSpan[] | null;
  canEditCameras: boolean;
  onOpen(cameraId: string): void;
  /** A tile was double-clicked: it fills the player (or, alone, goes back to its grid). */
  onMaximise(cameraId: string): void;
}

/**
 * The videos: the open camera (live or archive, as the time line says) alone or among the other cameras of
 * its page in a 2×2, 3×3 or 4×4 grid, which play live; choosing another tile opens that camera, and a
 * double-click maximises a tile. The open camera's tile is marked (`aria-current`, a frame and its caption in
 * the primary colour).
 */
export function PlayerGrid(props: PlayerGridProps) {
  const { tiles, openId, size, quality, playback, recorded, canEditCameras, onOpen, onMaximise } = props;
  const { t } = useTranslation('view');
  const columns = columnsOf(size);
  const stream = tileStreamOf(quality, size);
  return (
    <Box
      data-testid="player-grid"
      data-size={size}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${columns}, minmax(0, 1fr))`,
        gap: size === 1 ? 0 : 4,
        width: '100%',
        aspectRatio: '16 / 9',
        maxHeight: 'max(220px, calc(100dvh - 300px))',
        background: 'black',
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
      }}
    >
      {Array.from({ length: size }, (_, i) => {
        const camera = tiles[i];
        // biome-ignore lint/suspicious/noArrayIndexKey: an empty tile is only its place in the grid
        if (!camera) return <Box key={`empty-${i}`} bg="dark.8" />;
        const open = camera.id === openId;
        const selected = open && size > 1;
        return (
          <Box
            key={camera.id}
            pos="relative"
            mih={0}
            role="group"
            aria-label={camera.name}
            aria-current={selected || undefined}
            data-testid="grid-tile"
            data-camera-id={camera.id}
            onDoubleClick={() => onMaximise(camera.id)}
            style={{
              outline: selected ? '3px solid var(--mantine-primary-color-filled)' : undefined,
              outlineOffset: -3,
            }}
          >
            <PlayerSurface
              cameraId={camera.id}
              cameraName={camera.name}
              status={camera.status}
              source={open ? playback.source : LIVE}
              quality={stream}
              paused={open && playback.paused}
              compact={size > 1}
              selected={selected}
              canEditCamera={canEditCameras}
              onTime={open ? playback.onTime : undefined}
              onEnded={open ? () => playback.onEnded(recorded) : undefined}
              onGoLive={open ? playback.goLive : undefined}
              controlRef={open ? playback.playerRef : undefined}
            />
            {open && <PtzControls cameraId={camera.id} />}
            {!open && (
              <UnstyledButton
                pos="absolute"
                inset={0}
                aria-label={t('grid.open', { name: camera.name })}
                onClick={() => onOpen(camera.id)}
                data-testid="grid-tile-open"
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
