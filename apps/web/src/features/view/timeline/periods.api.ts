import {
  ARCHIVE_RECORDS_UPDATE_MS,
  ARCHIVE_STATE_UPDATE_MS,
  RECORDS_WINDOW_BACK_MS,
  RECORDS_WINDOW_FORWARD_MS,
} from '@argus/contract';
import type { PeriodsType } from '@argus/contract/mediaserver';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../../app/scope/system-scope.ts';
import { recordedPeriodsEndpoints } from '../../../lib/endpoints.ts';
import { periodsOfReply } from './period-layout.ts';
import { spanOf, type TimeWindow } from './timeline-scale.ts';

/** The console's merge distance for a range (media-server-api §4.5.3): a thousandth of it. */
export const detailOf = (rangeMs: number) => Math.max(1, Math.floor(rangeMs / 1000));

/**
 * The query of a periods request: merged at `detail`, with `keepSmallChunks`, since the server otherwise
 * leaves out periods shorter than `detail` (about a pixel), and a short recording vanished from the time line
 * when zoomed out (issue 13); the time line draws each at least a pixel wide.
 */
export function periodsQueryOf(
  cameraId: string,
  periodsType: PeriodsType,
  detail: number,
  range?: TimeWindow,
  filter?: string,
) {
  return {
    cameraId,
    periodsType: String(periodsType) as '0' | '1' | '2',
    ...(range ? { startTime: String(range.startMs), endTime: String(range.endMs) } : {}),
    detail: String(detail),
    keepSmallChunks: true,
    ...(filter ? { filter } : {}),
  } as const;
}

/** A zoomed window is asked for on a grid of an eighth of its span, a grid step beyond each side. */
export function zoomedRange(w: TimeWindow): TimeWindow {
  const grid = 2 ** Math.ceil(Math.log2(Math.max(1000, spanOf(w) / 8)));
  return {
    startMs: Math.floor(w.startMs / grid) * grid - grid,
    endMs: Math.ceil(w.endMs / grid) * grid + grid,
  };
}

export interface PeriodsQuery {
  cameraId: string;
  periodsType: PeriodsType;
  /** Live: read again every ARCHIVE_RECORDS_UPDATE_MS; archive: every ARCHIVE_STATE_UPDATE_MS. */
  live: boolean;
  enabled: boolean;
  /** Motion in a region only (motion search: the `filter` of rules/motion-region.ts). */
  filter?: string | undefined;
}

const refetchOf = (live: boolean) => (live ? ARCHIVE_RECORDS_UPDATE_MS : ARCHIVE_STATE_UPDATE_MS);

/**
 * The periods of the whole records window (30 days back, 100 s ahead: the server's default range, so the
 * query stays the same as time goes on), merged at a thousandth of the window.
 */
export function useRecordsWindowPeriods({ cameraId, periodsType, live, enabled, filter }: PeriodsQuery) {
  const { client, systemId } = useSystemScope();
  const detail = detailOf(RECORDS_WINDOW_BACK_MS + RECORDS_WINDOW_FORWARD_MS);
  return useQuery({
    queryKey: systemKey(systemId, 'recordedPeriods', cameraId, periodsType, 'recordsWindow', filter ?? ''),
    queryFn: async () =>
      periodsOfReply(
        await client.call(recordedPeriodsEndpoints.recordedTimePeriods, {
          query: periodsQueryOf(cameraId, periodsType, detail, undefined, filter),
        }),
      ),
    enabled,
    refetchInterval: refetchOf(live),
  });
}

/**
 * The periods of a zoomed window, merged at a thousandth of it, so that short gaps show; null while the
 * window is the whole records window (the query above serves it).
 */
export function useZoomedPeriods(
  { cameraId, periodsType, live, enabled, filter }: PeriodsQuery,
  w: TimeWindow,
) {
  const { client, systemId } = useSystemScope();
  const zoomed = spanOf(w) < (RECORDS_WINDOW_BACK_MS + RECORDS_WINDOW_FORWARD_MS) / 4;
  const range = zoomedRange(w);
  const detail = detailOf(spanOf(w));
  return useQuery({
    queryKey: systemKey(
      systemId,
      'recordedPeriods',
      cameraId,
      periodsType,
      range.startMs,
      range.endMs,
      detail,
      filter ?? '',
    ),
    queryFn: async () => ({
      range,
      periods: periodsOfReply(
        await client.call(recordedPeriodsEndpoints.recordedTimePeriods, {
          query: periodsQueryOf(cameraId, periodsType, detail, range, filter),
        }),
      ),
    }),
    enabled: enabled && zoomed,
    refetchInterval: refetchOf(live),
    placeholderData: keepPreviousData,
  });
}
