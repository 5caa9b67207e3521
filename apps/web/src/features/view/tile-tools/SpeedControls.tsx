import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconPlayerTrackNext, IconPlayerTrackPrev } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVERSE_SPEEDS, reversedSpeed, SPEEDS, type Speed, speedLabel } from './playback-speed.ts';

export interface SpeedControlsProps {
  speed: Speed;
  paused: boolean;
  onSpeed(speed: Speed): void;
  onStepFrame(direction: 1 | -1): void;
}

function SpeedItems({
  speeds,
  speed,
  onSpeed,
}: {
  speeds: readonly Speed[];
  speed: Speed;
  onSpeed(s: Speed): void;
}) {
  return speeds.map((s) => (
    <Menu.Item
      key={s}
      onClick={() => onSpeed(s)}
      leftSection={<IconCheck size={14} style={{ visibility: s === speed ? 'visible' : 'hidden' }} />}
      aria-current={s === speed || undefined}
      data-testid={`speed-${s}`}
    >
      {speedLabel(s)}
    </Menu.Item>
  ));
}

/**
 * The archive's speed (¼× to 16×, forwards or backwards, for the whole wall), the direction, and, while
 * paused, one frame back or forward.
 */
export function SpeedControls({ speed, paused, onSpeed, onStepFrame }: SpeedControlsProps) {
  const { t } = useTranslation('tileTools');
  const reverse = speed < 0;
  return (
    <Group gap={4} wrap="nowrap">
      <ReverseButton reverse={reverse} onClick={() => onSpeed(reversedSpeed(speed))} />
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
          <SpeedItems speeds={SPEEDS} speed={speed} onSpeed={onSpeed} />
          <Menu.Label>{t('speed.backwards')}</Menu.Label>
          <SpeedItems speeds={REVERSE_SPEEDS} speed={speed} onSpeed={onSpeed} />
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

/**
 * Backwards on or off (the same speed the other way). Live has no reverse: there the button is shown
 * disabled (`live`), its title saying why.
 */
export function ReverseButton({
  reverse = false,
  live = false,
  onClick,
}: {
  reverse?: boolean;
  live?: boolean;
  onClick?(): void;
}) {
  const { t } = useTranslation('tileTools');
  const label = live ? t('speed.noReverseLive') : reverse ? t('speed.forwards') : t('speed.backwards');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={reverse ? 'filled' : 'default'}
        size="md"
        aria-label={live ? t('speed.backwards') : label}
        aria-pressed={live ? undefined : reverse}
        aria-disabled={live || undefined}
        data-disabled={live || undefined}
        title={live ? label : undefined}
        onClick={live ? undefined : onClick}
        data-testid="reverse"
      >
        <IconArrowBackUp size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
