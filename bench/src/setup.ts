/**
 * Real media servers for benchmarks: the production build under its supervisor (like `npm start`), each in
 * its own process group on a free loopback port and a fresh data dir, set up through the REST API (the same
 * helpers as e2e); optionally with many users (or other rows) seeded into its database, and with its own copy
 * of the built web app (so that a rebuild of apps/web/dist by other work during the run cannot break a page
 * load).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADMIN,
  ADMIN_PASSWORD,
  type ApiClient,
  apiClient,
  login,
  setupSystem,
} from '../../e2e/support/api.ts';
import { seedUsers } from '../../e2e/support/seed-users.ts';
import { type MediaServerProcess, startMediaServer } from '../../e2e/support/servers.ts';
import { snapshotWebApp } from '../../e2e/support/web-app.ts';

export interface BenchServer {
  server: MediaServerProcess;
  api: ApiClient;
  /** A fresh owner session. */
  ownerToken: string;
  /** The owner's login and password, for logging in from a browser. */
  owner: { login: string; password: string };
  /** Logins of the seeded users, in the order the server lists them (empty without seeding). */
  seeded: string[];
  /** Stops the server and removes its data dir and web copy. */
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** Local users to seed besides the owner (default none). */
  users?: number;
  /** Serve a private copy of apps/web/dist (for browser benchmarks). */
  ownWebCopy?: boolean;
  /** Serve this built web app instead (e.g. a build of a change, made with `vite build --outDir`). */
  webRoot?: string;
  /**
   * More seeding while the server is stopped: `prepare` runs on the set-up server (e.g. creates a template
   * through the API) and returns what writes rows straight into the stopped server's data dir.
   */
  seed?: (running: { server: MediaServerProcess; ownerToken: string }) => Promise<(dataDir: string) => void>;
  /** Length of a recorded chunk (`--recording-chunk-seconds`); the server's default (60 s) when absent. */
  recordingChunkSeconds?: number;
  /** The cloud the server may bind to (`--cloud-url`); without it the server's cloud features are off. */
  cloudUrl?: string;
}

const OWNER = { login: ADMIN, password: ADMIN_PASSWORD };

/**
 * Runs `start` with server options given as environment variables (every option has one, see `--help`):
 * the server process copies this process's environment when it is spawned.
 */
async function withServerEnv<T>(env: Record<string, string>, start: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await start();
  } finally {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
}
const remove = (dir: string) => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });

/**
 * A set-up server. With users: set up on a first start (which makes the schema), stopped, seeded straight
 * into its database, started again on the same data dir.
 */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-bench-'));
  let webRoot: string | undefined;
  let server: MediaServerProcess | undefined;
  const stop = async () => {
    await server?.stop();
    remove(dataDir);
    if (webRoot) remove(webRoot);
  };
  try {
    if (options.ownWebCopy && !options.webRoot) webRoot = await snapshotWebApp();
    const env: Record<string, string> = {};
    if (options.recordingChunkSeconds)
      env.ARGUS_RECORDING_CHUNK_SECONDS = String(options.recordingChunkSeconds);
    if (options.cloudUrl) env.CLOUD_URL = options.cloudUrl;
    const served = options.webRoot ?? webRoot;
    const start = () =>
      withServerEnv(env, () => startMediaServer({ dataDir, webRoot: served, logLevel: 'error' }));
    server = await start();
    await setupSystem(apiClient(server.url), 'Bench System');
    let seeded: string[] = [];
    const seedMore =
      options.seed &&
      (await options.seed({
        server,
        ownerToken: await login(apiClient(server.url), OWNER.login, OWNER.password),
      }));
    if (options.users || seedMore) {
      await server.stop();
      if (options.users) seeded = (await seedUsers(dataDir, options.users, { prefix: 'bench_user_' })).names;
      seedMore?.(dataDir);
      server = await start();
    }
    const api = apiClient(server.url);
    const ownerToken = await login(api, OWNER.login, OWNER.password);
    return { server, api, ownerToken, owner: OWNER, seeded, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
