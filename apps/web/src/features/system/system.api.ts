import { NULL_ID, normalizeId, POLLING_INTERVAL_MS } from '@argus/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

/** `GET /rest/v1/system/info` (media-server-api §4.2.1); `localId` is absent until setup. */
export interface SystemInformation {
  name: string;
  customization?: string;
  version: string;
  protoVersion?: number;
  cloudHost?: string;
  localId?: string | null;
  cloudId?: string;
  servers?: string[];
  synchronizedTimeMs?: number;
}

/** The part of legacy module information (media-server-api §4.3.3) the console reads. */
export interface ModuleInformation {
  systemName: string;
  name: string;
  version: string;
  id: string;
  serverFlags: string;
  localSystemId: string;
  cloudSystemId?: string;
  cloudHost?: string;
}

interface LegacyEnvelope<T> {
  error: string | number;
  errorId?: string;
  errorString?: string;
  reply: T;
}

export const systemKeys = {
  info: ['system', 'info'] as const,
  moduleInformation: ['system', 'moduleInformation'] as const,
  state: ['system', 'state'] as const,
};

export function fetchSystemInfo(): Promise<SystemInformation> {
  return http.get<SystemInformation>('/rest/v1/system/info', { query: { _keepDefault: true } });
}

export async function fetchModuleInformation(): Promise<ModuleInformation> {
  const envelope = await http.get<LegacyEnvelope<ModuleInformation>>('/api/moduleInformation');
  return envelope.reply;
}

/** What the shell needs to decide between the setup wizard and the console. */
export interface SystemState {
  name: string;
  version: string;
  isNew: boolean;
}

/**
 * A brand-new system (spec 000 §4 "New system"; media-server-api §6.1): module information with
 * `SF_NewSystem` (or a null `localSystemId`), or system information without `localId`.
 */
export function isNewSystem(module: ModuleInformation | null, info: SystemInformation | null): boolean {
  if (module) {
    if (module.serverFlags?.includes('SF_NewSystem')) return true;
    if (module.localSystemId !== undefined && normalizeId(module.localSystemId) === NULL_ID) return true;
  }
  if (info && !info.localId) return true;
  return false;
}

/** Reads both sources; one of them answering is enough. */
export async function fetchSystemState(): Promise<SystemState> {
  const [module, info] = await Promise.allSettled([fetchModuleInformation(), fetchSystemInfo()]);
  const m = module.status === 'fulfilled' ? module.value : null;
  const i = info.status === 'fulfilled' ? info.value : null;
  if (!m && !i) throw (info as PromiseRejectedResult).reason;
  return {
    name: m?.systemName ?? i?.name ?? '',
    version: m?.version ?? i?.version ?? '',
    isNew: isNewSystem(m, i),
  };
}

/** Polled every 30 s (spec §9 polling), which also notices a server that went away. */
export function useSystemState() {
  return useQuery({
    queryKey: systemKeys.state,
    queryFn: fetchSystemState,
    staleTime: POLLING_INTERVAL_MS,
    refetchInterval: POLLING_INTERVAL_MS,
    retry: 1,
  });
}

/** `GET /api/ping`: answers when the server is up again. */
export function pingServer(): Promise<unknown> {
  return http.get('/api/ping', { timeoutMs: 5000, noReauth: true });
}
