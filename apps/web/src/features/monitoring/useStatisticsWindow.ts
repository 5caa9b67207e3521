import { useEffect, useState } from 'react';
import { useStatistics } from './monitoring.api.ts';
import { appendStatistics, EMPTY_WINDOW, type StatisticsWindow } from './statistics-window.ts';

/**
 * The rolling window of a server's statistics: each answer of the polling adds one point; another server
 * starts a new window. `offline` while the latest poll failed (the window keeps its past meanwhile).
 */
export function useStatisticsWindow(serverId: string, thisServerId: string | undefined) {
  const statistics = useStatistics(serverId, thisServerId);
  const [window, setWindow] = useState<StatisticsWindow>(EMPTY_WINDOW);
  const { data, dataUpdatedAt } = statistics;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new server is a new window
  useEffect(() => setWindow(EMPTY_WINDOW), [serverId]);
  useEffect(() => {
    if (data) setWindow((w) => appendStatistics(w, data, dataUpdatedAt));
  }, [data, dataUpdatedAt]);

  return {
    window,
    loading: statistics.isPending && !statistics.isError,
    offline: statistics.isError,
  };
}
