import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconDotsVertical,
  IconMaximize,
  IconMinimize,
  IconRotateClockwise,
  IconX,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Direction, MAX_ZOOM, MIN_ZOOM, type WallCamera } from './wall-model.ts';

export interface WallTileMenuProps {
  name: string;
  cell: WallCamera;
  maximised: boolean;
  /** The directions the tile can move in (not past the wall's edge); none while maximised. */
  moves: readonly Direction[];
  onMaximise(): void;
  onMove(direction: Direction): void;
  onZoom(zoom: number): void;
  onRotate(): void;
  onRemove(): void;
}

const MOVE_ICONS = { left: IconArrowLeft, right: IconArrowRight, up: IconArrowUp, down: IconArrowDown };
const ZOOM_STEP = 0.5;

/**
 * A tile's actions, for the keyboard as for the mouse: maximise or restore, move one cell (what dragging
 * does), zoom, rotate, and remove it from the wall.
 */
export function WallTileMenu({
  name,
  cell,
  maximised,
  moves,
  onMaximise,
  onMove,
  onZoom,
  onRotate,
  onRemove,
}: WallTileMenuProps) {
  const { t } = useTranslation('layouts');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="filled"
          color="dark"
          size="sm"
          pos="absolute"
          top={4}
          right={4}
          style={{ zIndex: 2, opacity: 0.85 }}
          aria-label={t('tile.actions', { name })}
          data-testid="tile-menu"
        >
          <IconDotsVertical size={14} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={maximised ? <IconMinimize size={14} /> : <IconMaximize size={14} />}
          onClick={onMaximise}
        >
          {maximised ? t('tile.restore') : t('tile.maximise')}
        </Menu.Item>
        {moves.map((direction) => {
          const Icon = MOVE_ICONS[direction];
          return (
            <Menu.Item key={direction} leftSection={<Icon size={14} />} onClick={() => onMove(direction)}>
              {t(`tile.move.${direction}`)}
            </Menu.Item>
          );
        })}
        <Menu.Item
          leftSection={<IconZoomIn size={14} />}
          disabled={cell.zoom >= MAX_ZOOM}
          onClick={() => onZoom(cell.zoom + ZOOM_STEP)}
        >
          {t('tile.zoomIn')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconZoomOut size={14} />}
          disabled={cell.zoom <= MIN_ZOOM}
          onClick={() => onZoom(cell.zoom - ZOOM_STEP)}
        >
          {t('tile.zoomOut')}
        </Menu.Item>
        <Menu.Item leftSection={<IconRotateClockwise size={14} />} onClick={onRotate}>
          {t('tile.rotate')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconX size={14} />} onClick={onRemove}>
          {t('tile.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
