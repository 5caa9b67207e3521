import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { currentUserQuery } from '../features/auth/auth.api.ts';
import { systemStateQuery } from '../features/system/system.api.ts';
import { useOriginClient } from './clients/origin-client.ts';
import { createRouter, routes } from './router.tsx';
import { preloadMatchedPages } from './routing/preload-matched-pages.ts';
import { LOCAL_SYSTEM_ID, LocalSystemScope } from './scope/LocalSystemScope.tsx';
import { LOCAL_BASE_PATH } from './scope/system-paths.ts';

/**
 * Local mode: the routed console of the one system whose media server served the app. What the shell waits
 * for (the system's state, who is logged in) is asked before the router resolves its first address, and when
 * a session is likely, the code of the pages the address opens starts loading with it.
 */
export function LocalConsole() {
  const client = useOriginClient();
  const queryClient = useQueryClient();
  const [router] = useState(() => {
    const scope = { systemId: LOCAL_SYSTEM_ID, client, basePath: LOCAL_BASE_PATH };
    void queryClient.prefetchQuery(systemStateQuery(scope));
    void queryClient.prefetchQuery(currentUserQuery(scope));
    if (client.mayHaveSession())
      preloadMatchedPages(routes, window.location.pathname, { scope, queryClient });
    return createRouter();
  });
  return (
    <LocalSystemScope>
      <RouterProvider router={router} />
    </LocalSystemScope>
  );
}
