/**
 * A real media server for a benchmark: its own process on a free loopback port and fresh data dir, set up
 * through the REST API (the same helpers as e2e).
 */
import { type ApiClient, apiClient, setupSystem } from '../../e2e/support/api.ts';
import { type MediaServerProcess, startMediaServer } from '../../e2e/support/servers.ts';

export interface BenchServer {
  server: MediaServerProcess;
  api: ApiClient;
  /** A fresh owner session (setup just happened). */
  ownerToken: string;
}

export async function startSetUpServer(): Promise<BenchServer> {
  const server = await startMediaServer({ logLevel: 'error' });
  try {
    const api = apiClient(server.url);
    const ownerToken = await setupSystem(api, 'Bench System');
    return { server, api, ownerToken };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
