import { Button, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconVideoOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaProblem } from './media-problems.ts';
import type { PlayerPhase } from './player-machine.ts';

const ICONS = { offline: IconVideoOff, cameraPassword: IconLock } as const;

/**
 * [design] How long playing video may wait for data before the spinner covers it. Live over a socket plays
 * each frame as it arrives, so the browser waits for a moment before most frames: a spinner for each of
 * those would flicker over a picture that moves.
 */
export const WAITING_SPINNER_DELAY_MS = 500;

/** Whether the video has been waiting for data for longer than the spinner's delay. */
function useLongWait(waiting: boolean): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    setLong(false);
    if (!waiting) return;
    const timer = setTimeout(() => setLong(true), WAITING_SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting && long;
}

export interface PlayerOverlayProps {
  phase: PlayerPhase;
  problem: MediaProblem | null;
  compact: boolean;
  /** Whether the caller may fix the camera (set its password); others are told who can. */
  canEditCamera?: boolean;
  onRetry?(): void;
  /** Offered when the archive cannot be played. */
  onGoLive?(): void;
}

/**
 * What covers the video: a spinner while it loads or has waited for data a while, or why it cannot play
 * with Retry (spec 000 §9).
 */
export function PlayerOverlay({
  phase,
  problem,
  compact,
  canEditCamera = true,
  onRetry,
  onGoLive,
}: PlayerOverlayProps) {
  const { t } = useTranslation('view');
  const longWait = useLongWait(phase === 'waiting');
  if (problem) {
    const Icon = ICONS[problem.kind as keyof typeof ICONS] ?? IconAlertTriangle;
    const key = problem.kind === 'cameraPassword' && !canEditCamera ? 'cameraPasswordAskAdmin' : problem.kind;
    const text = problem.kind === 'message' ? problem.text : t(`player.problems.${key}`);
    return (
      <Center
        pos="absolute"
        inset={0}
        p="sm"
        bg="rgba(0, 0, 0, 0.72)"
        data-testid="player-problem"
        data-problem={problem.kind}
      >
        <Stack gap="xs" align="center" maw={360}>
          {!compact && (
            <ThemeIcon variant="light" color="gray" size="xl" radius="xl" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
          )}
          <Text c="white" size={compact ? 'xs' : 'sm'} ta="center" role="status">
            {text}
          </Text>
          {!compact && (onRetry || onGoLive) && (
            <Group gap="xs" justify="center">
              {onRetry && (
                <Button size="xs" variant="white" color="dark" onClick={onRetry}>
                  {t('player.retry')}
                </Button>
              )}
              {onGoLive && (
                <Button size="xs" variant="outline" color="gray.0" onClick={onGoLive}>
                  {t('playback.goLive')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Center>
    );
  }
  if (phase === 'loading' || longWait)
    return (
      <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
        <Loader color="gray.3" size={compact ? 'sm' : 'md'} aria-label={t('player.loading')} role="status" />
      </Center>
    );
  return null;
}
