import { Box, Center, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedCamera } from '../../cameras/list/camera-search.ts';
import { PtzControls } from '../ptz/PtzControls.tsx';
import { useTileTools } from '../tile-tools/TileTools.tsx';
import classes from './WallTile.module.css';
import { WallTileMenu } from './WallTileMenu.tsx';
import { CELL_DRAG_TYPE, isWallDrag, type WallDrop, wallDropOf } from './wall-drag.ts';
import type { Direction, WallCamera } from './wall-model.ts';

/** What a tile can do to the wall. */
export interface WallTileActions {
  onOpen(cameraId: string): void;
  onMaximise(index: number): void;
  onDrop(index: number, drop: WallDrop): void;
  onMove(index: number, direction: Direction): void;
  onZoom(index: number, zoom: number): void;
  onRotate(index: number): void;
  onRemove(index: number): void;
}

export interface WallTileFrameProps {
  index: number;
  cell: WallCamera;
  camera: ListedCamera;
  /** The open camera's tile (the master of the time line): marked, and choosing it does nothing. */
  open: boolean;
  /** Marked only among others. */
  marked: boolean;
  maximised: boolean;
  moves: readonly Direction[];
  actions: WallTileActions;
  children: ReactNode;
}

/**
 * One camera's tile of the wall: what it plays (`children`, zoomed and rotated), its actions menu, a
 * double-click maximises it (and back); it can be dragged onto another tile (a swap) and takes a camera
 * dropped from the list. Choosing a tile of another camera opens that camera. Its tools (`tile-tools/`):
 * the wheel's digital zoom over the layout's cell zoom (a drag pans it then, instead of moving the tile),
 * fullscreen, snapshot and sound.
 */
export function WallTileFrame({
  index,
  cell,
  camera,
  open,
  marked,
  maximised,
  moves,
  actions,
  children,
}: WallTileFrameProps) {
  const { t } = useTranslation('view');
  const dropping = useDropTarget(index, actions.onDrop);
  const frame = useRef<HTMLDivElement>(null);
  const tools = useTileTools(frame, camera.id, camera.name);
  return (
    <Box
      ref={frame}
      pos="relative"
      mih={0}
      miw={0}
      role="group"
      aria-label={camera.name}
      aria-current={marked || undefined}
      data-testid="grid-tile"
      data-camera-id={camera.id}
      data-cell={index}
      data-zoom={cell.zoom}
      data-rotation={cell.rotation}
      data-view-zoom={tools.zoom}
      draggable={!tools.zoomed}
      onDragStart={(event) => {
        event.dataTransfer.setData(CELL_DRAG_TYPE, String(index));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDoubleClick={() => actions.onMaximise(index)}
      {...dropping.handlers}
      style={{
        ...frameOf(marked || dropping.over, 'solid'),
        overflow: 'hidden',
        touchAction: tools.zoomed ? 'none' : 'pan-x pan-y',
        ['--wall-transform' as string]: `scale(${cell.zoom}) rotate(${cell.rotation}deg)`,
        ...tools.style,
      }}
      className={classes.tile}
    >
      {tools.wrap(children, camera.name)}
      {open && <PtzControls cameraId={camera.id} />}
      {!open && (
        <UnstyledButton
          pos="absolute"
          inset={0}
          aria-label={t('grid.open', { name: camera.name })}
          onClick={() => actions.onOpen(camera.id)}
          data-testid="grid-tile-open"
        />
      )}
      <WallTileMenu
        name={camera.name}
        cell={cell}
        maximised={maximised}
        moves={maximised ? [] : moves}
        onMaximise={() => actions.onMaximise(index)}
        onMove={(direction) => actions.onMove(index, direction)}
        onZoom={(zoom) => actions.onZoom(index, zoom)}
        onRotate={() => actions.onRotate(index)}
        onRemove={() => actions.onRemove(index)}
      />
    </Box>
  );
}

/** A cell without a camera: a camera from the list or another tile can be dropped on it. */
export function EmptyWallCell({ index, actions }: { index: number; actions: WallTileActions }) {
  const { t } = useTranslation('layouts');
  const dropping = useDropTarget(index, actions.onDrop);
  return (
    <Center
      bg="dark.8"
      mih={0}
      p={4}
      data-testid="grid-empty-cell"
      data-cell={index}
      {...dropping.handlers}
      style={{
        ...frameOf(dropping.over, 'dashed'),
      }}
    >
      <Text size="xs" c="gray.5" ta="center">
        {t('wall.emptyCell')}
      </Text>
    </Center>
  );
}

/** Where the tile's camera has nothing to show: loading its recordings, or none at the master time. */
export function TileMessage({ name, loading }: { name: string; loading: boolean }) {
  const { t } = useTranslation('layouts');
  return (
    <Box h="100%" bg="black" style={{ display: 'flex', flexDirection: 'column' }}>
      <Center
        style={{ flex: '1 1 0', minHeight: 0 }}
        data-testid={loading ? 'tile-loading' : 'tile-no-recording'}
      >
        {loading ? (
          <Loader size="sm" color="gray" aria-label={t('wall.loading')} />
        ) : (
          <Text size="sm" c="gray.4">
            {t('wall.noRecording')}
          </Text>
        )}
      </Center>
      <Group px={6} py={2} bg="dark.7" wrap="nowrap">
        <Text size="xs" c="white" truncate>
          {name}
        </Text>
      </Group>
    </Box>
  );
}

/** The frame of a marked tile, or of a cell a drag is over. */
const frameOf = (on: boolean, line: 'solid' | 'dashed') => ({
  outline: on ? `3px ${line} var(--mantine-primary-color-filled)` : undefined,
  outlineOffset: -3,
});

function useDropTarget(index: number, onDrop: WallTileActions['onDrop']) {
  const [over, setOver] = useState(false);
  return {
    over,
    handlers: {
      onDragOver: (event: React.DragEvent) => {
        if (!isWallDrag([...event.dataTransfer.types])) return;
        event.preventDefault();
        if (!over) setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: React.DragEvent) => {
        event.preventDefault();
        setOver(false);
        onDrop(index, wallDropOf(event.dataTransfer));
      },
    },
  };
}
