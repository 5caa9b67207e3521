import { useContext, useMemo } from 'react';
import { type SystemPaths, systemPaths } from './system-paths.ts';
import { SystemScopeContext } from './system-scope.ts';

/**
 * The addresses of the current system's pages, from its scope's base path: what links, menus, redirects and
 * guards navigate to, so the same pages work at / (local mode) and under /systems/<id> (cloud mode).
 */
export function useSystemPaths(): SystemPaths {
  const scope = useContext(SystemScopeContext);
  if (!scope) throw new Error('useSystemPaths() needs a SystemScopeProvider above it');
  const { basePath } = scope;
  return useMemo(() => systemPaths(basePath), [basePath]);
}
