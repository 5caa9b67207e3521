/**
 * A media server told its cloud's address (`--cloud-url`), serving a snapshot of the built web app: started
 * before a file's journeys (after the cloud, whose `useCloud` comes first), stopped after them.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { CloudProcess } from './cloud.ts';
import { SERVER_START_TIMEOUT_MS, type ServerHandle, serverHandle } from './fixtures.ts';
import { startMediaServer } from './servers.ts';
import { snapshotWebApp } from './web-app.ts';

export function useCloudMediaServer(cloud: () => CloudProcess): () => ServerHandle {
  let ms: ServerHandle | undefined;
  let webRoot: string | undefined;
  beforeAll(async () => {
    webRoot = await snapshotWebApp();
    ms = serverHandle(
      await startMediaServer({
        webRoot,
        readyTimeoutMs: SERVER_START_TIMEOUT_MS - 10_000,
        extraArgs: ['--cloud-url', cloud().url],
      }),
    );
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await ms?.server.stop();
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  }, SERVER_START_TIMEOUT_MS);
  return () => {
    if (!ms) throw new Error('the media server is not running');
    return ms;
  };
}

/**
 * The console's address at `localhost` while the cloud is at `127.0.0.1`: cookies are kept per host, not per
 * port, and both name one `csrftoken`; on one host each would overwrite the other's.
 */
export function consoleUrlOf(server: ServerHandle, path: string): string {
  return server.url(path).replace('//127.0.0.1:', '//localhost:');
}
