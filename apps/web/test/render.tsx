import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createOriginClient, OriginClientContext } from '../src/app/clients/origin-client.ts';
import { LOCAL_SYSTEM_ID } from '../src/app/scope/LocalSystemScope.tsx';
import { SystemScopeProvider } from '../src/app/scope/SystemScopeProvider.tsx';
import { LOCAL_BASE_PATH } from '../src/app/scope/system-paths.ts';
import { ThemeAttribute } from '../src/app/shell/ThemeAttribute.tsx';
import { colorSchemeManager, theme } from '../src/app/theme.ts';
import { authKeys, type CurrentUser } from '../src/features/auth/auth.api.ts';

/** The query key of the current user in the local system, which every test renders in. */
export const CURRENT_USER_KEY = authKeys.currentUser(LOCAL_SYSTEM_ID);

/**
 * Renders a component with the app's providers: Mantine with the real colour-scheme manager, Query, and, as in
 * local mode, one real client (tests stub `fetch`) as the origin client and the local system's scope. Returns
 * the query client and the API client.
 */
export function renderWithProviders(
  ui: ReactElement,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  client = createOriginClient(),
) {
  return {
    queryClient,
    client,
    ...render(
      <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
        <ThemeAttribute />
        <QueryClientProvider client={queryClient}>
          <OriginClientContext.Provider value={client}>
            <SystemScopeProvider systemId={LOCAL_SYSTEM_ID} client={client} basePath={LOCAL_BASE_PATH}>
              {ui}
            </SystemScopeProvider>
          </OriginClientContext.Provider>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}

/** Runs a hook with the query client and the local system's scope (for `*.api.ts` hooks). */
export function renderHookWithProviders<R>(
  hook: () => R,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  client = createOriginClient(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SystemScopeProvider systemId={LOCAL_SYSTEM_ID} client={client} basePath={LOCAL_BASE_PATH}>
        {children}
      </SystemScopeProvider>
    </QueryClientProvider>
  );
  return { queryClient, client, ...renderHook(hook, { wrapper }) };
}

/** Makes `current` the logged-in user in the query cache (no request). */
export function setCurrentUser(queryClient: QueryClient, current: CurrentUser | null): void {
  queryClient.setQueryData(CURRENT_USER_KEY, current);
}

/** A JSON reply as the media server sends it. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
