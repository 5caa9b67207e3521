import { type ReactNode, useMemo } from 'react';
import type { ApiClient } from '../../lib/api-client.ts';
import { SystemScopeContext } from './system-scope.ts';

export interface SystemScopeProviderProps {
  systemId: string;
  client: ApiClient;
  children: ReactNode;
}

/** Gives the pages below one system: its id and its client. */
export function SystemScopeProvider({ systemId, client, children }: SystemScopeProviderProps) {
  const scope = useMemo(() => ({ systemId, client }), [systemId, client]);
  return <SystemScopeContext.Provider value={scope}>{children}</SystemScopeContext.Provider>;
}
