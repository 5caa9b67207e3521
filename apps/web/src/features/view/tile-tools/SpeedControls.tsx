import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconCheck, IconPlayerTrackNext, IconPlayerTrackPrev } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SPEEDS, type Speed, speedLabel } from './playback-speed.ts';

export interface SpeedControlsProps {
  speed: Speed;
  paused: boolean;
  onSpeed(speed: Speed): void;
  onStepFrame(direction: 1 | -1): void;
}

/** The archive's speed (¼× to 16×, for the whole wall) and, while paused, one frame back or forward. */
export function SpeedControls({ speed, paused, onSpeed, onStepFrame }: SpeedControlsProps) {
  const { t } = useTranslation('tileTools');
  return (
    <Group gap={4} wrap="nowrap">
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="default"
            miw={48}
            aria-label={t('speed.current', { speed: speedLabel(speed) })}
            data-testid="playback-speed"
            data-speed={speed}
          >
            {speedLabel(speed)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('speed.label')}>
          {SPEEDS.map((s) => (
            <Menu.Item
              key={s}
              onClick={() => onSpeed(s)}
              leftSection={<IconCheck size={14} style={{ visibility: s === speed ? 'visible' : 'hidden' }} />}
              aria-current={s === speed || undefined}
              data-testid={`speed-${s}`}
            >
              {speedLabel(s)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {paused && (
        <>
          <ActionIcon
            variant="default"
            size="md"
            aria-label={t('speed.frameBack')}
            title={t('speed.frameBack')}
            onClick={() => onStepFrame(-1)}
            data-testid="frame-back"
          >
            <IconPlayerTrackPrev size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="md"
            aria-label={t('speed.frameForward')}
            title={t('speed.frameForward')}
            onClick={() => onStepFrame(1)}
            data-testid="frame-forward"
          >
            <IconPlayerTrackNext size={16} aria-hidden />
          </ActionIcon>
        </>
      )}
    </Group>
  );
}
