import type { PtzIntent } from '@argus/contract/mediaserver';
import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconHome,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/usePermissions.ts';
import { apiErrorText } from '../../settings/api-error-text.ts';
import { PtzPresets } from './PtzPresets.tsx';
import { useHasPtz, usePtzCommand } from './ptz.api.ts';
import { intentOfHeld, ptzKeyOf, sameIntent } from './ptz-keys.ts';

export interface PtzControlsProps {
  cameraId: string;
}

/**
 * The PTZ control over a camera's picture, for cameras with PTZ and users with the user input permission
 * (Advanced Viewer and up): a pad whose arrows and zoom buttons move the camera while pressed, home, and the
 * presets. With the tile focused, the arrows move and + and − zoom while held. Renders nothing otherwise.
 */
export function PtzControls({ cameraId }: PtzControlsProps) {
  const { can } = usePermissions();
  const allowed = can('userInput') && can('view', { type: 'camera', id: cameraId });
  const hasPtz = useHasPtz(cameraId, allowed);
  if (!allowed || !hasPtz) return null;
  return <PtzPad key={cameraId} cameraId={cameraId} />;
}

/** One move at a time, in order: a stop never overtakes the move it ends. */
function useMoves(cameraId: string) {
  const { t } = useTranslation('ptz');
  const send = usePtzCommand(cameraId);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const current = useRef<PtzIntent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const run = (intent: PtzIntent) => {
    if (intent.kind === 'move' || intent.kind === 'stop') {
      if (sameIntent(current.current ?? { kind: 'stop' }, intent)) return;
      current.current = intent.kind === 'stop' ? null : intent;
      setMoving(intent.kind === 'move');
    }
    queue.current = queue.current.then(() =>
      send(intent).then(
        () => setError(null),
        (e: unknown) => setError(apiErrorText(e, t('failed'))),
      ),
    );
  };
  // Leaving the page (or another camera) never leaves the camera moving.
  const stopRef = useRef(() => run({ kind: 'stop' }));
  stopRef.current = () => run({ kind: 'stop' });
  useEffect(() => () => stopRef.current(), []);
  return { run, error, moving };
}

function PtzPad({ cameraId }: { cameraId: string }) {
  const { t } = useTranslation('ptz');
  const { run, error, moving } = useMoves(cameraId);
  const root = useRef<HTMLDivElement>(null);
  const runRef = useRef(run);
  runRef.current = run;

  // The tile (this control's parent) takes focus and the keys: arrows and + − while held.
  useEffect(() => {
    const tile = root.current?.parentElement;
    if (!tile) return;
    const held = new Set<string>();
    const hadTabIndex = tile.hasAttribute('tabindex');
    if (!hadTabIndex) tile.tabIndex = 0;
    tile.setAttribute('aria-keyshortcuts', 'ArrowUp ArrowDown ArrowLeft ArrowRight + -');
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.defaultPrevented || (e.target as HTMLElement | null)?.closest('input, textarea')) return;
      const key = ptzKeyOf(e);
      if (!key) return;
      e.preventDefault();
      held.add(key);
      runRef.current(intentOfHeld(held));
    };
    const onKeyUp = (e: globalThis.KeyboardEvent) => {
      if (!held.delete(e.key)) return;
      e.preventDefault();
      runRef.current(intentOfHeld(held));
    };
    const onFocusOut = (e: FocusEvent) => {
      if (tile.contains(e.relatedTarget as Node | null) || held.size === 0) return;
      held.clear();
      runRef.current({ kind: 'stop' });
    };
    tile.addEventListener('keydown', onKeyDown);
    tile.addEventListener('keyup', onKeyUp);
    tile.addEventListener('focusout', onFocusOut);
    return () => {
      tile.removeEventListener('keydown', onKeyDown);
      tile.removeEventListener('keyup', onKeyUp);
      tile.removeEventListener('focusout', onFocusOut);
      tile.removeAttribute('aria-keyshortcuts');
      if (!hadTabIndex) tile.removeAttribute('tabindex');
    };
  }, []);

  const move = (pan: number, tilt: number, zoom: number): PtzIntent => ({ kind: 'move', pan, tilt, zoom });
  return (
    <Box
      ref={root}
      pos="absolute"
      right={8}
      bottom={36}
      p={6}
      data-testid="ptz-controls"
      data-moving={moving || undefined}
      onDoubleClick={(e) => e.stopPropagation()}
      style={{
        zIndex: 2,
        background: 'rgba(0, 0, 0, 0.55)',
        borderRadius: 'var(--mantine-radius-md)',
        color: 'white',
      }}
    >
      <Group gap={6} align="center" wrap="nowrap">
        <Box
          role="group"
          aria-label={t('pad')}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 28px)',
            gridTemplateRows: 'repeat(3, 28px)',
            gap: 2,
          }}
        >
          <span />
          <HoldButton label={t('up')} intent={move(0, 1, 0)} run={run} testId="ptz-up">
            <IconArrowUp size={16} />
          </HoldButton>
          <span />
          <HoldButton label={t('left')} intent={move(-1, 0, 0)} run={run} testId="ptz-left">
            <IconArrowLeft size={16} />
          </HoldButton>
          <Tooltip label={t('home')}>
            <ActionIcon
              variant="filled"
              color="dark"
              aria-label={t('home')}
              data-testid="ptz-home"
              onClick={() => run({ kind: 'home' })}
            >
              <IconHome size={16} />
            </ActionIcon>
          </Tooltip>
          <HoldButton label={t('right')} intent={move(1, 0, 0)} run={run} testId="ptz-right">
            <IconArrowRight size={16} />
          </HoldButton>
          <span />
          <HoldButton label={t('down')} intent={move(0, -1, 0)} run={run} testId="ptz-down">
            <IconArrowDown size={16} />
          </HoldButton>
          <span />
        </Box>
        <Box style={{ display: 'grid', gap: 2 }}>
          <HoldButton label={t('zoomIn')} intent={move(0, 0, 1)} run={run} testId="ptz-zoom-in">
            <IconZoomIn size={16} />
          </HoldButton>
          <HoldButton label={t('zoomOut')} intent={move(0, 0, -1)} run={run} testId="ptz-zoom-out">
            <IconZoomOut size={16} />
          </HoldButton>
          <PtzPresets cameraId={cameraId} />
        </Box>
      </Group>
      {error && (
        <Text size="xs" c="red.3" role="alert" maw={160} mt={4} data-testid="ptz-error">
          {error}
        </Text>
      )}
    </Box>
  );
}

interface HoldButtonProps {
  label: string;
  intent: PtzIntent;
  run(intent: PtzIntent): void;
  testId: string;
  children: ReactNode;
}

/** Moves while pressed (pointer, or Enter/Space), stops when let go. */
function HoldButton({ label, intent, run, testId, children }: HoldButtonProps) {
  const start = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    run(intent);
  };
  const stop = () => run({ kind: 'stop' });
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    if (!e.repeat) run(intent);
  };
  const onKeyUp = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    stop();
  };
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="filled"
        color="dark"
        aria-label={label}
        data-testid={testId}
        onPointerDown={start}
        onPointerUp={stop}
        onPointerCancel={stop}
        onLostPointerCapture={stop}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={stop}
        onContextMenu={(e) => e.preventDefault()}
        style={{ touchAction: 'none' }}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
