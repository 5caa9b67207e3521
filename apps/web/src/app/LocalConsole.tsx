import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { useOriginClient } from './clients/origin-client.ts';
import { createRouter, routes } from './router.tsx';
import { preloadMatchedPages } from './routing/preload-matched-pages.ts';
import { LOCAL_SYSTEM_ID, LocalSystemScope } from './scope/LocalSystemScope.tsx';

/**
 * Local mode: the routed console of the one system whose media server served the app. When a session is
 * likely, the code of the pages the address opens starts loading with the router, while the app still asks
 * who is logged in.
 */
export function LocalConsole() {
  const client = useOriginClient();
  const queryClient = useQueryClient();
  const [router] = useState(() => {
    if (client.mayHaveSession())
      preloadMatchedPages(routes, window.location.pathname, {
        scope: { systemId: LOCAL_SYSTEM_ID, client },
        queryClient,
      });
    return createRouter();
  });
  return (
    <LocalSystemScope>
      <RouterProvider router={router} />
    </LocalSystemScope>
  );
}
