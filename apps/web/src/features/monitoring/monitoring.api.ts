/**
 * The Monitoring pages' calls: the load statistics of a chosen server, polled; the tail of a log file, polled in
 * follow mode; the log levels of this server; a log file to download.
 */
import {
  type ServerLogKind,
  type ServerLogLevel,
  type ServerLogSettings,
  type ShowLogName,
  STATISTICS_UPDATE_PERIOD_MS,
} from '@argus/contract/mediaserver';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import { metricsEndpoints, serverLogsEndpoints } from '../../lib/endpoints.ts';
import { saveBlobAs } from '../../ui/save-file.ts';

export const monitoringKeys = {
  statistics: (systemId: string, serverId: string) =>
    systemKey(systemId, 'monitoring', 'statistics', serverId),
  log: (systemId: string, name: ShowLogName, lines: number) =>
    systemKey(systemId, 'monitoring', 'log', name, lines),
  logSettings: (systemId: string) => systemKey(systemId, 'monitoring', 'logSettings'),
};

/** How often follow mode reads the log again. */
export const LOG_FOLLOW_MS = 2_000;

/** The header that has the system's server answering a call pass it on to another server (§1.4). */
function headersFor(serverId: string, thisServerId: string | undefined): Record<string, string> | undefined {
  return thisServerId === undefined || serverId === thisServerId ? undefined : { 'X-Server-Guid': serverId };
}

/** The statistics of one server, every `STATISTICS_UPDATE_PERIOD_MS`; each answer is one point of the graphs. */
export function useStatistics(serverId: string, thisServerId: string | undefined) {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: monitoringKeys.statistics(systemId, serverId),
    queryFn: async ({ signal }) =>
      client.call(metricsEndpoints.statistics, { signal, headers: headersFor(serverId, thisServerId) }),
    enabled: serverId !== '',
    refetchInterval: STATISTICS_UPDATE_PERIOD_MS,
    // A point is a moment: a failed one is not asked again, the next one comes on time.
    retry: false,
  });
}

/** The last `lines` lines of a log file; asked again every `LOG_FOLLOW_MS` while following. */
export function useLogText(name: ShowLogName, lines: number, follow: boolean) {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: monitoringKeys.log(systemId, name, lines),
    queryFn: async ({ signal }) => {
      const text = await client.call(serverLogsEndpoints.showLog, {
        query: { name, lines: String(lines) },
        signal,
      });
      return typeof text === 'string' ? text : '';
    },
    refetchInterval: follow ? LOG_FOLLOW_MS : false,
  });
}

export function useLogSettings() {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: monitoringKeys.logSettings(systemId),
    queryFn: async () =>
      (await client.call(serverLogsEndpoints.logSettings, { params: { id: 'this' } })) as ServerLogSettings,
  });
}

/** Sets the primary level of one log of this server. */
export function useChangeLogLevel() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, level }: { kind: ServerLogKind; level: ServerLogLevel }) =>
      (await client.call(serverLogsEndpoints.changeLogSettings, {
        params: { id: 'this' },
        body: { [kind]: { primaryLevel: level } },
      })) as ServerLogSettings,
    onSuccess: (settings) => queryClient.setQueryData(monitoringKeys.logSettings(systemId), settings),
  });
}

/** Has the browser save a log's current file, as the server names it. */
export function useDownloadLog() {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: async (name: ShowLogName) => {
      const file = await client.fetchMedia(serverLogsEndpoints.downloadLog, { params: { id: 'this', name } });
      saveBlobAs(file.blob ?? new Blob([], { type: 'text/plain' }), file.fileName ?? `${name}.log`);
    },
  });
}
