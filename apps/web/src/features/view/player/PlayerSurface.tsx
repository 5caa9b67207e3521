import type { DisplayedCameraStatus } from '@argus/contract/mediaserver';
import { Badge, Box, Group, Text } from '@mantine/core';
import { type Ref, useEffect, useImperativeHandle } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaybackSource } from '../playback/playback-source.ts';
import type { PlayerControl } from '../playback/usePlayback.ts';
import { type TileStream, useHlsAddress, useLiveSocketAddress, useMediaHeaders } from './media.api.ts';
import type { MediaProblem } from './media-problems.ts';
import { PlayerOverlay } from './PlayerOverlay.tsx';
import { usePlayer } from './usePlayer.ts';

export interface PlayerSurfaceProps {
  cameraId: string;
  cameraName: string;
  status: DisplayedCameraStatus;
  source: PlaybackSource;
  /** The stream to play. */
  quality: TileStream;
  paused?: boolean;
  /** A grid tile: smaller texts, no buttons. */
  compact?: boolean;
  /** The tile of the open camera (its caption is highlighted). */
  selected?: boolean;
  /** Whether the caller may change the camera (its password): the texts say who can fix what. */
  canEditCamera?: boolean;
  onTime?(ms: number): void;
  onEnded?(): void;
  onGoLive?(): void;
  controlRef?: Ref<PlayerControl | null>;
  /** The archive speed to play at (below 0: backwards); unset leaves it to the wall's sync. */
  rate?: number;
  /** Playing backwards, the player reached the start of its playlist. */
  onReverseStart?(): void;
  /** Sound on (the video is muted otherwise). */
  audible?: boolean;
  /** Whether the stream turned out to carry sound. */
  onAudio?(hasAudio: boolean): void;
}

/** Live needs the camera: an offline one, or one whose credentials were refused, is shown as such. */
function liveProblemOf(status: DisplayedCameraStatus): MediaProblem | null {
  if (status === 'Offline') return { kind: 'offline' };
  if (status === 'Unauthorized') return { kind: 'cameraPassword' };
  return null;
}

/**
 * One camera's video: live or the archive of `source`, with its state over the picture and its caption
 * under it. A new address (another camera, source or stream) starts a new player.
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
  selected = false,
  canEditCamera = false,
  quality: stream,
  onTime,
  onEnded,
  onGoLive,
  controlRef,
  rate,
  onReverseStart,
  audible = false,
  onAudio,
  url,
  liveProblem,
}: PlayerSurfaceProps & { url: string | null; liveProblem: MediaProblem | null }) {
  const { t } = useTranslation('view');
  const live = source.kind === 'live';
  const mediaHeaders = useMediaHeaders();
  const liveSocketUrl = useLiveSocketAddress(cameraId, source, stream);
  const player = usePlayer({
    cameraId,
    url,
    liveSocketUrl: url === null ? null : liveSocketUrl,
    mediaHeaders,
    paused,
    startMs: live ? null : source.startMs,
    startAtMs: live ? null : (source.playFromMs ?? null),
    onReverseStart,
    onTime,
    onEnded,
    rate,
  });
  useImperativeHandle(controlRef, () => ({ seekToDate: player.seekToDate, stepFrame: player.stepFrame }), [
    player.seekToDate,
    player.stepFrame,
  ]);
  useEffect(() => onAudio?.(player.hasAudio), [onAudio, player.hasAudio]);
  const failed = player.state.phase === 'failed';
  const problem = liveProblem ?? (failed ? player.state.problem : null);
  return (
    <Box
      h="100%"
      w="100%"
      bg="black"
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      data-testid="player"
      data-camera-id={cameraId}
      data-state={liveProblem ? 'failed' : player.state.phase}
      data-source={source.kind}
      data-stream={stream}
      data-engine={player.engine ?? undefined}
    >
      <Box pos="relative" style={{ flex: '1 1 0', minHeight: 0 }} data-testid="player-picture">
        <video
          ref={player.videoRef}
          muted={!audible}
          autoPlay
          playsInline
          aria-label={t(live ? 'player.liveOf' : 'player.archiveOf', { name: cameraName })}
          data-testid="player-video"
          style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
        <PlayerOverlay
          phase={player.state.phase}
          problem={problem}
          compact={compact}
          canEditCamera={canEditCamera}
          onRetry={failed && !liveProblem ? player.retry : undefined}
          onGoLive={!live ? onGoLive : undefined}
        />
      </Box>
      <PlayerCaption live={live} name={compact ? cameraName : null} selected={selected} compact={compact} />
    </Box>
  );
}

/**
 * The caption under the picture, never over it (issue 13): cameras burn their own name and clock into the
 * picture's corners, and a caption there hid them. Live or Archive, and in a grid the camera's name; the open
 * camera's tile has its caption in the primary colour.
 */
function PlayerCaption({
  live,
  name,
  selected,
  compact,
}: {
  live: boolean;
  name: string | null;
  selected: boolean;
  compact: boolean;
}) {
  const { t } = useTranslation('view');
  return (
    <Group
      gap={6}
      px={6}
      py={compact ? 2 : 4}
      wrap="nowrap"
      bg={selected ? 'var(--mantine-primary-color-filled)' : 'dark.7'}
      style={{ flex: '0 0 auto', minWidth: 0 }}
      data-testid="player-caption"
    >
      <Badge size={compact ? 'xs' : 'sm'} color={live ? 'red' : 'blue'} variant="filled">
        {live ? t('playback.live') : t('playback.archive')}
      </Badge>
      {name !== null && (
        <Text size="xs" c="white" fw={selected ? 600 : 400} truncate>
          {name}
        </Text>
      )}
    </Group>
  );
}
