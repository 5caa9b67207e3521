import { ActionIcon, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleFullscreen, useFullscreenElement } from './fullscreen.ts';

/** The whole wall fullscreen, and back (Esc leaves too). */
export function WallFullscreenButton({ wall }: { wall: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('tileTools');
  const fullscreen = useFullscreenElement();
  const on = fullscreen !== null && fullscreen === wall.current;
  const label = on ? t('fullscreen.leaveWall') : t('fullscreen.wall');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={() => toggleFullscreen(wall.current)}
        data-testid="wall-fullscreen"
      >
        {on ? <IconArrowsMinimize size={18} aria-hidden /> : <IconArrowsMaximize size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Inside the wall while it fills the screen (the controls above it are not shown then): the way out for a
 * touch screen, which has no Esc.
 */
export function LeaveWallFullscreen({ wall }: { wall: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('tileTools');
  const fullscreen = useFullscreenElement();
  if (fullscreen === null || fullscreen !== wall.current) return null;
  return (
    <ActionIcon
      variant="filled"
      color="dark"
      size="md"
      pos="absolute"
      bottom={8}
      right={8}
      style={{ zIndex: 3, opacity: 0.85 }}
      aria-label={t('fullscreen.leaveWall')}
      onClick={() => toggleFullscreen(wall.current)}
      data-testid="wall-fullscreen-leave"
    >
      <IconArrowsMinimize size={16} aria-hidden />
    </ActionIcon>
  );
}
