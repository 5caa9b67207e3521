/**
 * Real media server processes for e2e tests and benchmarks: each on a free loopback port with a fresh data
 * dir, started exactly like `npm start` (the built server under its supervisor), ready once its HTTP API
 * answers, stopped by PID (the whole process group, so the supervised server goes too). Node built-ins only:
 * bench/ includes this file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
/** The supervisor script `npm start` runs; it runs the built server, apps/mediaserver/dist/main.js. */
const SUPERVISOR = join(REPO_ROOT, 'apps/mediaserver/bin/argus-mediaserver');
const BUILT_SERVER = join(REPO_ROOT, 'apps/mediaserver/dist/main.js');
/** Polled until the app answers; Fastify listens only after every plugin is registered. */
const READY_PATH = '/rest/v1/system/info';
const OUTPUT_LIMIT = 64 * 1024;

export interface MediaServerProcess extends NodeServerProcess {
  dataDir: string;
  /** The same port over TLS, e.g. `https://127.0.0.1:40123` (plain HTTP and HTTPS share the port). */
  httpsUrl: string;
  /** The server's own self-signed certificate (PEM), made in its data dir on first start. */
  certificatePem(): string;
}

export interface NodeServerProcess {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:40123`. */
  url: string;
  port: number;
  pid: number;
  /** The last 64 KB of the process's stdout and stderr, for failure messages. */
  output(): string;
  /** Stops the whole process group (and for a media server removes its own data dir). Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Defaults to a fresh temporary dir that `stop()` removes. */
  dataDir?: string;
  /** Defaults to a free port; a server started again on its data dir and port is the same server back. */
  port?: number;
  /** Defaults to the server's own default (apps/web/dist). */
  webRoot?: string;
  readyTimeoutMs?: number;
  logLevel?: 'fatal' | 'error' | 'warn' | 'info';
  /** More server options, e.g. `['--recording-chunk-seconds', '2']` for archive tests that cannot wait a minute. */
  extraArgs?: readonly string[];
}

/** A port the OS reports free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });
}

const running = new Set<number>();
process.once('exit', () => {
  for (const pid of running) killGroup(pid, 'SIGKILL');
});

function killGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

function groupAlive(pid: number): boolean {
  return killGroup(pid, 0);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((done) => {
    timer = setTimeout(() => done('timeout'), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    // Any answer of the app itself counts; a gateway status would mean a supervisor without its worker.
    return ![502, 503, 504].includes(res.status);
  } catch {
    return false;
  }
}

async function waitReady(readyUrl: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  const exit = exited(child);
  let attempt = 0;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before ready:\n${output()}`);
    if (await answers(readyUrl)) return;
    attempt += 1;
    // Poll interval grows from 25 ms to 200 ms; the process exit ends the wait early.
    await within(exit, Math.min(200, 25 * attempt));
  }
  throw new Error(`${readyUrl} not ready within ${timeoutMs} ms:\n${output()}`);
}

interface ServerProcessOptions {
  readyPath: string;
  /** Defaults to a free port. */
  port?: number;
  readyTimeoutMs?: number;
  onStopped?: () => void;
}

/**
 * Runs a TypeScript server script (`node --import tsx <script> ...args`) in its own process group and waits
 * until `GET <url><readyPath>` answers. `args(port)` builds the arguments once the free port is known.
 */
export function startNodeServer(
  script: string,
  args: (port: number) => string[],
  options: ServerProcessOptions,
): Promise<NodeServerProcess> {
  return startServerProcess(process.execPath, (port) => ['--import', 'tsx', script, ...args(port)], options);
}

/**
 * Runs a command in its own process group and waits until `GET <url><readyPath>` answers. A free port is only
 * free when it is asked about: another test's server may take it before this one listens, so a server on a
 * port of our choosing that finds it taken is started again on another.
 */
export async function startServerProcess(
  command: string,
  args: (port: number) => string[],
  options: ServerProcessOptions,
): Promise<NodeServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerProcessOnce(command, args, options);
    } catch (error) {
      const taken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!taken || options.port !== undefined || attempt >= 3) throw error;
    }
  }
}

async function startServerProcessOnce(
  command: string,
  args: (port: number) => string[],
  options: ServerProcessOptions,
): Promise<NodeServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(command, args(port), {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not spawn ${command}`);
  running.add(pid);
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = () => log;
  const url = `http://127.0.0.1:${port}`;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    killGroup(pid, 'SIGTERM');
    if ((await within(exited(child), 5_000)) === 'timeout') killGroup(pid, 'SIGKILL');
    await within(exited(child), 5_000);
    // A worker that outlived its supervisor still belongs to the group.
    for (let i = 0; i < 50 && groupAlive(pid); i++) {
      killGroup(pid, i < 20 ? 'SIGTERM' : 'SIGKILL');
      await new Promise((done) => setTimeout(done, 50));
    }
    running.delete(pid);
    options.onStopped?.();
  };

  try {
    await waitReady(url + options.readyPath, child, options.readyTimeoutMs ?? 90_000, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, pid, output, stop };
}

/** Throws a clear message when the server has not been built (npm test builds it first). */
export function assertServerBuilt(): void {
  if (!existsSync(BUILT_SERVER))
    throw new Error(
      `The media server is not built: ${BUILT_SERVER} is missing. Run \`npm run build\` first.`,
    );
}

/** Starts the built media server under its supervisor, like `npm start`, and waits until it answers HTTP. */
export async function startMediaServer(options: StartOptions = {}): Promise<MediaServerProcess> {
  assertServerBuilt();
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'argus-e2e-'));
  const args = (port: number) => [
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    '--data-dir',
    dataDir,
    '--log-level',
    options.logLevel ?? 'warn',
    ...(options.webRoot ? ['--web-root', options.webRoot] : []),
    ...(options.extraArgs ?? []),
  ];
  const removeDir = () => {
    if (ownDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  };
  try {
    const server = await startServerProcess(SUPERVISOR, args, {
      readyPath: READY_PATH,
      port: options.port,
      readyTimeoutMs: options.readyTimeoutMs,
      onStopped: removeDir,
    });
    return {
      ...server,
      dataDir,
      httpsUrl: server.url.replace(/^http:/, 'https:'),
      certificatePem: () => readFileSync(join(dataDir, 'certificate/server.crt'), 'utf8'),
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}
