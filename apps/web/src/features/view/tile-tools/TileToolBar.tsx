import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconCamera,
  IconMaximize,
  IconMinimize,
  IconVolume,
  IconVolumeOff,
  IconZoomReset,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './TileTools.module.css';

export interface TileToolBarProps {
  name: string;
  fullscreen: boolean;
  zoomed: boolean;
  /** Null: the stream has no sound (the control is not shown). */
  audible: boolean | null;
  onFullscreen(): void;
  onSnapshot(): void;
  onAudio(): void;
  onResetZoom(): void;
}

/**
 * The tools over a tile (while the pointer is over it or a tool has the focus; always while zoomed):
 * fullscreen, a snapshot of the frame, sound on or off where the stream has sound, and the zoom's reset.
 */
export function TileToolBar(p: TileToolBarProps) {
  const { t } = useTranslation('tileTools');
  const tools = [
    p.zoomed && {
      key: 'reset',
      label: t('zoom.reset', { name: p.name }),
      icon: IconZoomReset,
      onClick: p.onResetZoom,
      testId: 'tile-zoom-reset',
    },
    p.audible !== null && {
      key: 'audio',
      label: p.audible ? t('audio.off', { name: p.name }) : t('audio.on', { name: p.name }),
      icon: p.audible ? IconVolume : IconVolumeOff,
      onClick: p.onAudio,
      testId: 'tile-audio',
      pressed: p.audible,
    },
    {
      key: 'snapshot',
      label: t('snapshot.save', { name: p.name }),
      icon: IconCamera,
      onClick: p.onSnapshot,
      testId: 'tile-snapshot',
    },
    {
      key: 'fullscreen',
      label: p.fullscreen ? t('fullscreen.leave', { name: p.name }) : t('fullscreen.enter', { name: p.name }),
      icon: p.fullscreen ? IconMinimize : IconMaximize,
      onClick: p.onFullscreen,
      testId: 'tile-fullscreen',
    },
  ].filter((tool) => tool !== false);
  return (
    <Group
      gap={4}
      pos="absolute"
      top={4}
      right={32}
      wrap="nowrap"
      className={classes.bar}
      data-shown={p.zoomed || p.fullscreen || undefined}
      style={{ zIndex: 2 }}
      data-testid="tile-tools"
    >
      {tools.map(({ key, label, icon: Icon, onClick, testId, ...rest }) => (
        <Tooltip key={key} label={label} withinPortal={false}>
          <ActionIcon
            variant="filled"
            color="dark"
            size="sm"
            aria-label={label}
            aria-pressed={'pressed' in rest ? rest.pressed : undefined}
            onClick={onClick}
            onDoubleClick={(event) => event.stopPropagation()}
            data-testid={testId}
          >
            <Icon size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
