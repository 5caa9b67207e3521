import { PERIODS_TYPES } from '@argus/contract/mediaserver';
import { useCallback, useMemo, useState } from 'react';
import type { PlaybackSource } from '../playback/playback-source.ts';
import { spansOf } from '../timeline/period-layout.ts';
import { useZoomedPeriods } from '../timeline/periods.api.ts';
import { type TileSource, tileSourceAt } from './sync-clock.ts';

/** The recordings a tile reads around the master time: 10 minutes, moved on in steps of 5. */
const AROUND_MS = 300_000;

const keyOf = (source: PlaybackSource) =>
  source.kind === 'live' ? 'live' : `${source.startMs}-${source.endMs}`;

export interface TileSourceOptions {
  cameraId: string;
  /** What the open camera (the master) plays, and the time it shows. */
  master: PlaybackSource;
  masterMs: number | null;
  canViewArchive: boolean;
  /** The master plays backwards: a tile (re)starts on its recording up to the master time, from its end. */
  reverse?: boolean;
}

export interface TileSourceState {
  source: TileSource;
  /** Plays the archive from a time again (or says there is none then). */
  restartAt(atMs: number | null): void;
}

/**
 * What a tile other than the open camera's plays: live while the master is live; in the archive, the moment
 * the master shows when this camera recorded it, else `none` ('No recording'); null while its recordings
 * are read. A new master source (a click on the time line) starts the tile again at the master time.
 */
export function useTileSource({
  cameraId,
  master,
  masterMs,
  canViewArchive,
  reverse = false,
}: TileSourceOptions): TileSourceState {
  const archive = master.kind === 'archive' && canViewArchive;
  const [anchorMs, setAnchorMs] = useState(0);
  const at = masterMs ?? (master.kind === 'archive' ? master.startMs : 0);
  const wantedAnchor = Math.round(at / AROUND_MS) * AROUND_MS;
  if (archive && Math.abs(wantedAnchor - anchorMs) > AROUND_MS) setAnchorMs(wantedAnchor);
  const periods = useZoomedPeriods(
    { cameraId, periodsType: PERIODS_TYPES.recording, live: false, enabled: archive && anchorMs > 0 },
    { startMs: anchorMs - 2 * AROUND_MS, endMs: anchorMs + 2 * AROUND_MS },
  );
  const spans = useMemo(
    () => (periods.data ? spansOf(periods.data.periods, Date.now()) : null),
    [periods.data],
  );
  const key = keyOf(master);
  const [state, setState] = useState<{ key: string; source: TileSource }>({ key: '', source: null });
  if (state.key !== key || (state.source === null && spans)) {
    setState({ key, source: tileSourceAt(master, masterMs, Date.now(), spans, reverse) });
  }
  const restartAt = useCallback(
    (ms: number | null) => {
      if (ms === null) return;
      setState((s) => {
        const next = tileSourceAt(master, ms, Date.now(), spans, reverse);
        if (next?.kind === 'none' && s.source?.kind === 'none') return s;
        return { key, source: next };
      });
    },
    [master, spans, key, reverse],
  );
  return { source: state.key === key ? state.source : null, restartAt };
}
