/**
 * Vitest wiring: one real media server per test file (fresh data dir, free port, a snapshot of the built
 * web app as its web root), stopped by PID afterwards.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { type ApiClient, apiClient } from './api.ts';
import { fetchTrusting } from './https-fetch.ts';
import { type MediaServerProcess, type StartOptions, startMediaServer } from './servers.ts';
import { snapshotWebApp } from './web-app.ts';

/** Starting tsx-compiled servers on a busy 2-CPU machine has taken up to 20 s; leave room. */
export const SERVER_START_TIMEOUT_MS = 120_000;

/** A journey drives many pages; on a loaded machine each step can take seconds. */
export const JOURNEY_TIMEOUT_MS = 180_000;

export interface ServerHandle {
  server: MediaServerProcess;
  /** The API over plain HTTP (refused once a set-up system accepts only HTTPS). */
  api: ApiClient;
  /** The API over HTTPS, trusting the server's own certificate. */
  httpsApi: ApiClient;
  /** Absolute URL of a path on this server, over plain HTTP. */
  url(path?: string): string;
  /** Absolute URL of a path on this server, over HTTPS (the same port). */
  httpsUrl(path?: string): string;
}

/** The handle of a started server: its API and addresses over HTTP and HTTPS. */
export function serverHandle(server: MediaServerProcess): ServerHandle {
  return {
    server,
    api: apiClient(server.url),
    httpsApi: apiClient(server.httpsUrl, fetchTrusting(server.certificatePem())),
    url: (path = '/') => server.url + path,
    httpsUrl: (path = '/') => server.httpsUrl + path,
  };
}

/**
 * Starts a media server before the file's tests and stops it after them; `extraArgs` are more server options
 * (e.g. a short `--recording-chunk-seconds` for archive journeys).
 */
export function useMediaServer(options: Pick<StartOptions, 'extraArgs'> = {}): () => ServerHandle {
  let handle: ServerHandle | undefined;
  let webRoot: string | undefined;
  beforeAll(async () => {
    webRoot = await snapshotWebApp();
    const server = await startMediaServer({
      webRoot,
      readyTimeoutMs: SERVER_START_TIMEOUT_MS - 10_000,
      extraArgs: options.extraArgs,
    });
    handle = serverHandle(server);
  }, 2 * SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await handle?.server.stop();
    handle = undefined;
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  }, SERVER_START_TIMEOUT_MS);
  return () => {
    if (!handle) throw new Error('useMediaServer(): the server is not running (did beforeAll fail?)');
    return handle;
  };
}
