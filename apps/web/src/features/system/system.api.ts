import { NULL_ID, normalizeId, POLLING_INTERVAL_MS } from '@argus/contract';
import type { LegacyModuleInformation, SystemInformation } from '@argus/contract/mediaserver';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { type SystemScope, systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { availabilityOf } from '../../lib/availability.ts';
import { serversEndpoints, systemEndpoints } from '../../lib/endpoints.ts';

export const systemKeys = {
  state: (systemId: string) => systemKey(systemId, 'state'),
};

/** How long the availability ping waits for an answer. */
const PING_TIMEOUT_MS = 5000;

/** What the shell needs to decide between the setup wizard and the console. */
export interface SystemState {
  name: string;
  version: string;
  isNew: boolean;
  /** The cloud system the server is bound to; `""` when it is not (the login page offers the cloud then). */
  cloudSystemId: string;
}

/** Module information of the server that answers; `allModules` is not asked for, so it is one object. */
async function fetchModuleInformation(client: ApiClient): Promise<LegacyModuleInformation | null> {
  const reply = await client.call(serversEndpoints.moduleInformation);
  return Array.isArray(reply) ? (reply[0] ?? null) : reply;
}

/**
 * A brand-new system (spec 000 §4 "New system"; media-server-api §6.1): module information with
 * `SF_NewSystem` (or a null `localSystemId`), or system information without `localId`.
 */
export function isNewSystem(module: LegacyModuleInformation | null, info: SystemInformation | null): boolean {
  if (module) {
    if (module.serverFlags.includes('SF_NewSystem')) return true;
    if (normalizeId(module.localSystemId) === NULL_ID) return true;
  }
  if (info && !info.localId) return true;
  return false;
}

/** Cloud system ids come braced in legacy replies; `""` and the null id mean "not bound". */
function normalizeCloudId(id: string): string {
  const bare = id.replace(/^\{|\}$/g, '').toLowerCase();
  return bare === NULL_ID ? '' : bare;
}

/** Reads both sources; one of them answering is enough. */
export async function fetchSystemState(client: ApiClient): Promise<SystemState> {
  const [module, info] = await Promise.allSettled([
    fetchModuleInformation(client),
    client.call(systemEndpoints.info),
  ]);
  const m = module.status === 'fulfilled' ? module.value : null;
  const i = info.status === 'fulfilled' ? info.value : null;
  if (!m && !i) throw (info as PromiseRejectedResult).reason;
  return {
    name: m?.systemName ?? i?.name ?? '',
    version: m?.version ?? i?.version ?? '',
    isNew: isNewSystem(m, i),
    cloudSystemId: normalizeCloudId(m?.cloudSystemId || i?.cloudId || ''),
  };
}

/** The system's name, version and whether it is new: what the shell waits for before it shows anything. */
export function systemStateQuery({ client, systemId }: SystemScope) {
  return queryOptions({
    queryKey: systemKeys.state(systemId),
    queryFn: () => fetchSystemState(client),
    staleTime: POLLING_INTERVAL_MS,
    retry: 1,
  });
}

/** Polled every 30 s (spec §9 polling), which also notices a server that went away. */
export function useSystemState() {
  return useQuery({ ...systemStateQuery(useSystemScope()), refetchInterval: POLLING_INTERVAL_MS });
}

/** The system state the shell has read already, without asking again (the login modal's cloud button). */
export function useKnownSystemState() {
  return useQuery({ ...systemStateQuery(useSystemScope()), enabled: false });
}

/** `GET /api/ping`: answers when the server is up again. */
export function usePingServer(): () => Promise<unknown> {
  const { client } = useSystemScope();
  return useCallback(
    () => client.call(systemEndpoints.ping, { timeoutMs: PING_TIMEOUT_MS, noReauth: true }),
    [client],
  );
}

/** True while the system's server does not answer (no reply, 502 or 504), false again after any answer. */
export function useServerUnavailable(): boolean {
  const { client } = useSystemScope();
  const availability = availabilityOf(client);
  return useSyncExternalStore(availability.subscribe, availability.isUnavailable, availability.isUnavailable);
}

/** Runs `onRecovered` when the server answers again after being unavailable. */
export function useOnServerRecovered(onRecovered: () => void): void {
  const { client } = useSystemScope();
  useEffect(() => availabilityOf(client).onRecovered(onRecovered), [client, onRecovered]);
}
