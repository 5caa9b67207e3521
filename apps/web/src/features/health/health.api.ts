import {
  HEALTH_POLL_INTERVAL_MS,
  type HealthReportFile,
  healthItemName,
  type MetricsValues,
} from '@argus/contract/mediaserver';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import { metricsEndpoints } from '../../lib/endpoints.ts';

export const healthKeys = {
  manifest: (systemId: string) => systemKey(systemId, 'health', 'manifest'),
  state: (systemId: string) => systemKey(systemId, 'health', 'state'),
};

/** A live report: the file an export writes, and when its values were last answered (ms). */
export interface LiveHealthReport {
  report: HealthReportFile | undefined;
  /** When the values and alarms were last answered; 0 before. */
  updatedAt: number;
  isLoading: boolean;
  /** The first load failed (nothing to show); a later failure keeps the last report, which turns stale. */
  error: Error | null;
  refetch(): void;
}

/**
 * The system's report: the manifest once per page visit, values and alarms together every 5 s (one answer
 * per poll, so alarms never describe other values than those shown). A failed poll keeps the last report.
 */
export function useLiveHealthReport(): LiveHealthReport {
  const { client, systemId } = useSystemScope();
  const manifest = useQuery({
    queryKey: healthKeys.manifest(systemId),
    queryFn: () => client.call(metricsEndpoints.manifest),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const state = useQuery({
    queryKey: healthKeys.state(systemId),
    queryFn: async () => {
      const [values, alarms] = await Promise.all([
        client.call(metricsEndpoints.values),
        client.call(metricsEndpoints.alarms),
      ]);
      return { values, alarms, timestamp: new Date().toISOString() };
    },
    refetchInterval: HEALTH_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
  // One object per answer: the page's derived lists (alerts, filtered rows) are memoised on it.
  const report = useMemo(
    () =>
      manifest.data && state.data
        ? { manifest: manifest.data, ...state.data, systemName: systemNameOf(state.data.values) }
        : undefined,
    [manifest.data, state.data],
  );
  return {
    report,
    updatedAt: state.dataUpdatedAt,
    isLoading: manifest.isPending || state.isPending,
    error: report ? null : (manifest.error ?? state.error),
    refetch: () => {
      void manifest.refetch();
      void state.refetch();
    },
  };
}

/** The system's name, from its one item of the `systems` group. */
function systemNameOf(values: MetricsValues): string {
  const [entry] = Object.entries(values.systems ?? {});
  return entry ? healthItemName(entry[0], entry[1]) : '';
}
