import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SystemScope, systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import { eventRulesEndpoints } from '../../lib/endpoints.ts';
import { type EventLogFilters, eventsQueryOf, newestFirst } from './event-log-filters.ts';

/** While the page is open the log is read again this often (live updates). */
export const EVENT_LOG_REFRESH_MS = 5_000;

export const eventLogKeys = {
  list: (systemId: string, filters: EventLogFilters) => systemKey(systemId, 'eventLog', filters),
};

function eventLogQuery(scope: SystemScope, filters: EventLogFilters) {
  return queryOptions({
    queryKey: eventLogKeys.list(scope.systemId, filters),
    // Presets follow the clock: each read asks up to now.
    queryFn: async () =>
      newestFirst(
        await scope.client.call(eventRulesEndpoints.events, { query: eventsQueryOf(filters, Date.now()) }),
      ),
    refetchInterval: EVENT_LOG_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
}

/** The event log with the filters, newest first, refreshed while the page is open. */
export function useEventLog(filters: EventLogFilters, enabled: boolean) {
  return useQuery({ ...eventLogQuery(useSystemScope(), filters), enabled });
}
