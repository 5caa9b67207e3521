/**
 * The media server started exactly as `npm start` starts it (the supervisor running dist/main.js) with a
 * tight, bounded readiness loop, for timing the start itself (e2e's startMediaServer polls more gently).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { assertServerBuilt, freePort, REPO_ROOT } from '../../e2e/support/servers.ts';

const SUPERVISOR = join(REPO_ROOT, 'apps/mediaserver/bin/argus-mediaserver');
/** The first answer counted: the app's own, as `npm start` and e2e wait for it. */
export const READY_PATH = '/rest/v1/system/info';
const POLL_EVERY_MS = 5;

export interface SupervisedServer {
  /** The supervisor's pid, also its process group. */
  pid: number;
  url: string;
  /** Milliseconds from spawn to the first answer of the app (any status but a gateway error). */
  readyMs: number;
  stop(): Promise<void>;
}

/** Status of one GET, or undefined when nothing answers yet. */
function statusOf(url: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = request(url, { timeout: 1000 }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode));
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(undefined));
    req.end();
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => child.once('exit', () => done()));

function killGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Until no process of the group is left (the server may outlive its supervisor by a few ms), bounded. */
async function groupGone(pid: number): Promise<void> {
  for (let i = 0; i < 200 && killGroup(pid, 0); i++) await new Promise((done) => setTimeout(done, 25));
}

export async function startSupervised(dataDir: string, timeoutMs = 30_000): Promise<SupervisedServer> {
  assertServerBuilt();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = ['--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir, '--log-level', 'error'];
  const started = performance.now();
  const child = spawn(SUPERVISOR, args, { cwd: REPO_ROOT, detached: true, stdio: 'ignore' });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not spawn the supervisor');
  const stop = async () => {
    killGroup(pid, 'SIGTERM');
    const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), 5_000);
    await exited(child);
    await groupGone(pid);
    clearTimeout(timer);
  };
  const deadline = started + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the supervisor ended with ${child.exitCode}`);
    const status = await statusOf(url + READY_PATH);
    if (status !== undefined && ![502, 503, 504].includes(status))
      return { pid, url, readyMs: performance.now() - started, stop };
    await new Promise((done) => setTimeout(done, POLL_EVERY_MS));
  }
  await stop();
  throw new Error(`${url}${READY_PATH} did not answer within ${timeoutMs} ms`);
}
