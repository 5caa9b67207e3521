import { createContext, useContext } from 'react';
import type { ApiClient } from '../../lib/api-client.ts';

/**
 * The system a page works on: its id (part of every query key), the client that reaches it and the base path
 * its pages live under. Local mode has exactly one system, at the root; cloud mode will give each system its
 * own scope, with a client that goes through the cloud's relay and its pages under /systems/<id>.
 */
export interface SystemScope {
  systemId: string;
  client: ApiClient;
  /** `''` in local mode, `/systems/<id>` in cloud mode: pages build their links from it (`useSystemPaths`). */
  basePath: string;
}

export const SystemScopeContext = createContext<SystemScope | null>(null);

/** The scope of the page; only `*.api.ts` hooks ask for it (components never hold the client). */
export function useSystemScope(): SystemScope {
  const scope = useContext(SystemScopeContext);
  if (!scope) throw new Error('useSystemScope() needs a SystemScopeProvider above it');
  return scope;
}

/** The root of every query key of one system: `['system', systemId, ...]`. */
export function systemKey<const P extends readonly unknown[]>(systemId: string, ...parts: P) {
  return ['system', systemId, ...parts] as const;
}
