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
