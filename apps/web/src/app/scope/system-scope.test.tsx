import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverModel } from '../../../test/media-server-fixtures.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { useServers } from '../../features/settings/servers/servers.api.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { createRelayClient } from '../clients/relay-client.ts';
import { SystemScopeProvider } from './SystemScopeProvider.tsx';
import { cloudSystemBasePath } from './system-paths.ts';

afterEach(() => vi.unstubAllGlobals());

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';

/** Two systems' relays: each answers its own server list, B's only when `releaseB` was called. */
function stubRelays() {
  let releaseB: () => void = () => {};
  const bAnswered = new Promise<void>((resolve) => {
    releaseB = resolve;
  });
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const host = new URL(String(input)).host;
    if (host.startsWith(A)) return jsonResponse(200, [serverModel({ name: 'Server of A' })]);
    await bAnswered;
    return jsonResponse(200, [serverModel({ name: 'Server of B' })]);
  });
  return { releaseB };
}

const relay = (systemId: string): ApiClient =>
  createRelayClient({
    baseUrl: `http://${systemId}.relay.localhost:7080`,
    fetchToken: async () => ({ access_token: `token-${systemId}`, expires_in: '86400' }),
    onOffline: () => {},
  });

describe('query keys per system', () => {
  it("never shows one system's data in another's scope: a switch starts from nothing", async () => {
    const { releaseB } = stubRelays();
    const clients: Record<string, ApiClient> = { [A]: relay(A), [B]: relay(B) };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let open: (systemId: string) => void = () => {};
    function Scope({ children }: { children: ReactNode }) {
      const [systemId, setSystemId] = useState(A);
      open = setSystemId;
      return (
        <QueryClientProvider client={queryClient}>
          <SystemScopeProvider
            systemId={systemId}
            client={clients[systemId]!}
            basePath={cloudSystemBasePath(systemId)}
          >
            {children}
          </SystemScopeProvider>
        </QueryClientProvider>
      );
    }
    const { result } = renderHook(() => useServers(), { wrapper: Scope });
    await waitFor(() => expect(result.current.data?.map((s) => s.name)).toEqual(['Server of A']));

    act(() => open(B));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(result.current.data).toBeUndefined();
    releaseB();
    await waitFor(() => expect(result.current.data?.map((s) => s.name)).toEqual(['Server of B']));

    // Both lists stay in the cache, each under its own system's key.
    const cached = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['system'] })
      .map((query) => query.queryKey[1]);
    expect(new Set(cached)).toEqual(new Set([A, B]));
  });
});
