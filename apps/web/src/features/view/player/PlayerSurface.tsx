import type { DisplayedCameraStatus } from '@argus/contract';
import { Badge, Box, Group, Text } from '@mantine/core';
import { type Ref, useImperativeHandle } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaybackSource } from '../playback/playback-source.ts';
import type { PlayerControl } from '../playback/usePlayback.ts';
import type { QualityChoice } from './media.api.ts';
import { useHlsAddress } from './media.api.ts';
import type { MediaProblem } from './media-problems.ts';
import { PlayerOverlay } from './PlayerOverlay.tsx';
import { usePlayer } from './usePlayer.ts';

export interface PlayerSurfaceProps {
  cameraId: string;
  cameraName: string;
  status: DisplayedCameraStatus;
  source: PlaybackSource;
  quality: QualityChoice;
  paused?: boolean;
  /** A grid tile: smaller texts, no buttons. */
  compact?: boolean;
  onTime?(ms: number): void;
  onEnded?(): void;
  onGoLive?(): void;
  controlRef?: Ref<PlayerControl | null>;
}

/** Live needs the camera: an offline one, or one whose credentials were refused, is shown as such. */
function liveProblemOf(status: DisplayedCameraStatus): MediaProblem | null {
  if (status === 'Offline') return { kind: 'offline' };
  if (status === 'Unauthorized') return { kind: 'cameraPassword' };
  return null;
}

/**
 * One camera's video: live or the archive of `source`, with its state over it. A new address (another
 * camera, source or quality) starts a new player.
 */
export function PlayerSurface(props: PlayerSurfaceProps) {
  const { cameraId, source, quality, status } = props;
  const url = useHlsAddress(cameraId, source, quality);
  const liveProblem = source.kind === 'live' ? liveProblemOf(status) : null;
  return (
    <PlayerView
      key={liveProblem ? liveProblem.kind : url}
      {...props}
      url={liveProblem ? null : url}
      liveProblem={liveProblem}
    />
  );
}

function PlayerView({
  cameraId,
  cameraName,
  source,
  paused = false,
  compact = false,
  onTime,
  onEnded,
  onGoLive,
  controlRef,
  url,
  liveProblem,
}: PlayerSurfaceProps & { url: string | null; liveProblem: MediaProblem | null }) {
  const { t } = useTranslation('view');
  const live = source.kind === 'live';
  const player = usePlayer({
    cameraId,
    url,
    paused,
    startMs: live ? null : source.startMs,
    onTime,
    onEnded,
  });
  useImperativeHandle(controlRef, () => ({ seekToDate: player.seekToDate }), [player.seekToDate]);
  const failed = player.state.phase === 'failed';
  const problem = liveProblem ?? (failed ? player.state.problem : null);
  return (
    <Box
      pos="relative"
      h="100%"
      w="100%"
      bg="black"
      style={{ overflow: 'hidden' }}
      data-testid="player"
      data-camera-id={cameraId}
      data-state={liveProblem ? 'failed' : player.state.phase}
      data-source={source.kind}
    >
      <video
        ref={player.videoRef}
        muted
        autoPlay
        playsInline
        aria-label={t(live ? 'player.liveOf' : 'player.archiveOf', { name: cameraName })}
        data-testid="player-video"
        style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
      />
      <Group
        gap={6}
        pos="absolute"
        top={6}
        left={6}
        wrap="nowrap"
        // Above the overlay: which camera a tile shows stays readable when it cannot play.
        style={{ pointerEvents: 'none', maxWidth: 'calc(100% - 12px)', zIndex: 1 }}
      >
        <Badge size={compact ? 'xs' : 'sm'} color={live ? 'red' : 'blue'} variant="filled">
          {live ? t('playback.live') : t('playback.archive')}
        </Badge>
        {compact && (
          <Text size="xs" c="white" truncate style={{ textShadow: '0 0 3px black' }}>
            {cameraName}
          </Text>
        )}
      </Group>
      <PlayerOverlay
        phase={player.state.phase}
        problem={problem}
        compact={compact}
        onRetry={failed && !liveProblem ? player.retry : undefined}
        onGoLive={!live ? onGoLive : undefined}
      />
    </Box>
  );
}
