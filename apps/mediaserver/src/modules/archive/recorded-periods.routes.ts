/**
 * `GET /ec2/recordedTimePeriods` (media-server-api §4.5.3): the recorded periods of the cameras the caller
 * may see (each `cameraId` in any form the devices module accepts; none means every visible camera), from
 * the archive index of this server (`periodsType` 0) or the periods the motion detectors saw (1), joined
 * closer than `detail` ms. With `filter` (a region of the motion grid), motion periods are those in which a cell
 * of the region moved (motion search, motion-cells.ts). Analytics periods (2) answer empty: there is no
 * analytics.
 */
import { legacyId } from '@argus/contract';
import {
  PERIODS_TYPES,
  type RecordedPeriodsQuery,
  recordedPeriodsEndpoints,
  regionCells,
} from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { ArchiveRepository } from './archive.repository.ts';
import { type ChunkSpan, mergePeriods } from './periods.ts';

export interface RecordedPeriodsDeps {
  repo: ArchiveRepository;
  thisServerId: string;
  clock: () => number;
  /** The camera ids the caller may see, of the keys given (404 for one it may not), or every visible one. */
  camerasOf: (caller: Caller, keys: readonly string[]) => string[];
  /** Motion periods of the cameras overlapping [startMs, endMs) (`durationMs` -1 for motion going on). */
  motionOf: (cameraIds: readonly string[], startMs: number, endMs: number) => readonly ChunkSpan[];
  /** Spans in which a cell of the region (a bit set of the motion grid) moved (motion search). */
  motionIn: (
    cameraIds: readonly string[],
    region: Uint8Array,
    startMs: number,
    endMs: number,
    detailMs: number,
  ) => readonly ChunkSpan[];
}

/** The console's default window: 30 days back, 100 s ahead (spec 000 §9). */
const DEFAULT_BACK_MS = 30 * 86_400_000;
const DEFAULT_AHEAD_MS = 100_000;

export function recordedPeriodsOf(d: RecordedPeriodsDeps, caller: Caller, query: RecordedPeriodsQuery) {
  const keys = query.cameraId === undefined ? [] : [query.cameraId].flat().filter((k) => k !== '');
  const cameraIds = d.camerasOf(caller, keys);
  const now = d.clock();
  const startMs =
    query.startTime !== undefined && query.startTime >= 0 ? query.startTime : now - DEFAULT_BACK_MS;
  const endMs = query.endTime !== undefined && query.endTime >= 0 ? query.endTime : now + DEFAULT_AHEAD_MS;
  const periods = mergePeriods(spansOf(d, query, cameraIds, startMs, endMs), {
    detailMs: query.detail ?? 0,
    keepSmallChunks: query.keepSmallChunks ?? false,
    limit: query.limit,
  });
  return query.flat ? periods : [{ guid: legacyId(d.thisServerId), periods }];
}

function spansOf(
  d: RecordedPeriodsDeps,
  query: RecordedPeriodsQuery,
  cameraIds: readonly string[],
  startMs: number,
  endMs: number,
): readonly ChunkSpan[] {
  switch (query.periodsType ?? PERIODS_TYPES.recording) {
    case PERIODS_TYPES.recording:
      // A camera recording only its secondary stream has its periods there.
      return [
        ...d.repo.recordedSpans(cameraIds, 'hi', startMs, endMs),
        ...d.repo.recordedSpans(cameraIds, 'low', startMs, endMs),
      ];
    case PERIODS_TYPES.motion: {
      // A region searches the stored cells; none is the whole frame's motion periods.
      if (!query.filter?.length) return d.motionOf(cameraIds, startMs, endMs);
      return d.motionIn(cameraIds, regionCells(query.filter), startMs, endMs, query.detail ?? 0);
    }
    default:
      return [];
  }
}

export function recordedPeriodsRoutes(d: RecordedPeriodsDeps): Route<Caller>[] {
  return [
    route(recordedPeriodsEndpoints.recordedTimePeriods, ({ caller, query }) =>
      recordedPeriodsOf(d, caller, query),
    ),
  ];
}
