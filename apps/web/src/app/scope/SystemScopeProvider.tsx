import { type ReactNode, useMemo } from 'react';
import type { ApiClient } from '../../lib/api-client.ts';
import { SystemScopeContext } from './system-scope.ts';

export interface SystemScopeProviderProps {
  systemId: string;
  client: ApiClient;
  /** Where the system's pages live: `''` (local mode) or `/systems/<id>` (cloud mode). */
  basePath: string;
  children: ReactNode;
}

/** Gives the pages below one system: its id, its client and its base path. */
export function SystemScopeProvider({ systemId, client, basePath, children }: SystemScopeProviderProps) {
  const scope = useMemo(() => ({ systemId, client, basePath }), [systemId, client, basePath]);
  return <SystemScopeContext.Provider value={scope}>{children}</SystemScopeContext.Provider>;
}
