/**
 * A crash while recording: the real server process (through tsx) records a real test camera and remuxes its
 * live HLS; it is killed with SIGKILL. Every ffmpeg it ran dies with it (no orphan keeps pulling the camera
 * or writing files), and after a restart on the same data dir the archive is consistent: every indexed chunk
 * is on disk, every chunk on disk is indexed, nothing is left marked as being written but what the new run
 * writes, and recording goes on. A chunk cut by the crash keeps what was recorded up to about the last
 * second: the recorder flushes each cluster as it completes, and repair indexes what the file holds.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './support/free-port.ts';
import { installLicenseAt } from './support/licenses.ts';
import { resolvedUris } from './support/playlist.ts';
import { ALWAYS } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const ENTRY = join(ROOT, 'apps/mediaserver/src/main.ts');
const WAIT = { timeout: 30_000, interval: 200 };

/** Pids of processes (other than this one) whose command line mentions `needle`. */
function processesMentioning(needle: string): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) return [];
    try {
      return readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(needle) ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

/** Every file below a folder. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

let cameras: TestCameras;
let dataDir = '';
const servers: ChildProcess[] = [];
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
  dataDir = mkdtempSync(join(tmpdir(), 'argus-crash-run-'));
}, 60_000);
afterAll(async () => {
  for (const server of servers)
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
  await cameras?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(port: number, dir = dataDir, chunkSeconds = 1) {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', ENTRY, '--port', String(port), '--data-dir', dir, '--log-level', 'warn'],
    {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, ARGUS_RECORDING_CHUNK_SECONDS: String(chunkSeconds) },
    },
  );
  servers.push(proc);
  const base = `http://127.0.0.1:${port}`;
  await vi.waitFor(async () => expect((await fetch(`${base}/api/ping`)).status).toBe(200), {
    timeout: 60_000,
    interval: 200,
  });
  return { proc, base };
}

/** Logs in as admin and adds the test camera, recording always; its id and the admin's headers. */
async function addRecordedCamera(base: string) {
  const login = await fetch(`${base}/rest/v1/login/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  await installLicenseAt(base, auth);
  const added = await fetch(`${base}/rest/v1/devices`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ url: cameras.cameras[0]!.rtspUrl, schedule: ALWAYS }),
  });
  expect(added.status).toBe(200);
  return { auth, id: ((await added.json()) as { id: string }).id };
}

/** A media file's length in ms, from its video packets (a file cut by a crash has none in its header). */
function packetSpanMs(file: string): number {
  const times = execFileSync(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', file],
    { encoding: 'utf8' },
  )
    .split('\n')
    .map(Number.parseFloat)
    .filter(Number.isFinite);
  return times.length < 2 ? 0 : (Math.max(...times) - Math.min(...times)) * 1000;
}

describe('kill -9 while recording', () => {
  it('leaves no ffmpeg behind, and the restarted server finds a consistent archive and records on', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const { auth, id } = await addRecordedCamera(first.base);

    const db = new Database(join(dataDir, 'system.sqlite'), { readonly: true });
    const rows = () =>
      db
        .prepare('SELECT file, duration_ms AS durationMs FROM archive_chunks WHERE camera_id = ?')
        .all(id) as {
        file: string;
        durationMs: number;
      }[];
    await vi.waitFor(() => expect(rows().filter((r) => r.durationMs >= 0).length).toBeGreaterThan(2), WAIT);
    // A person watches live: a live remuxer runs beside the recorder.
    const master = await (await fetch(`${first.base}/hls/${id}.m3u8`, { headers: auth })).text();
    const [media] = resolvedUris(`/hls/${id}.m3u8`, master);
    expect((await fetch(`${first.base}${media}`, { headers: auth })).status).toBe(200);
    const ours = () => [...processesMentioning(dataDir), ...processesMentioning(cameras.cameras[0]!.rtspUrl)];
    await vi.waitFor(() => expect(ours().length).toBeGreaterThanOrEqual(2), WAIT);

    first.proc.kill('SIGKILL');
    await new Promise((done) => first.proc.once('exit', done));
    await vi.waitFor(() => expect(ours()).toEqual([]), { timeout: 5_000, interval: 100 });

    const second = await startServer(port);
    const closedBefore = rows().filter((r) => r.durationMs >= 0).length;
    await vi.waitFor(
      () => expect(rows().filter((r) => r.durationMs >= 0).length).toBeGreaterThan(closedBefore + 2),
      WAIT,
    );
    const storage = join(dataDir, 'storage');
    const indexed = rows();
    const onDisk = filesUnder(storage).filter((f) => !f.includes('/.recording/'));
    const closed = indexed.filter((r) => r.durationMs >= 0).map((r) => r.file);
    expect(closed.sort()).toEqual(onDisk.filter((f) => f.endsWith('.mkv')).sort());
    // Being written: only the new run's current chunk, in its work folder.
    const open = indexed.filter((r) => r.durationMs < 0);
    expect(open.length).toBeLessThanOrEqual(1);
    for (const r of open) expect(r.file).toContain('/.recording/');
    db.close();

    second.proc.kill('SIGTERM');
    await new Promise((done) => second.proc.once('exit', done));
    await vi.waitFor(() => expect(ours()).toEqual([]), { timeout: 5_000, interval: 100 });
  }, 180_000);
});

describe('kill -9 a few seconds into a chunk', () => {
  it('keeps all that was recorded but the last seconds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'argus-crash-chunk-'));
    try {
      const port = await freePort();
      // 5 min chunks: the chunk being written is surely cut by the crash.
      const first = await startServer(port, dir, 300);
      const { id } = await addRecordedCamera(first.base);
      const db = new Database(join(dir, 'system.sqlite'), { readonly: true });
      const chunks = () =>
        db
          .prepare(
            'SELECT start_ms AS startMs, duration_ms AS durationMs, file FROM archive_chunks WHERE camera_id = ?',
          )
          .all(id) as { startMs: number; durationMs: number; file: string }[];
      await vi.waitFor(() => expect(Date.now() - chunks()[0]!.startMs).toBeGreaterThan(8000), WAIT);
      const cut = chunks()[0]!;
      expect(cut.durationMs).toBe(-1);
      first.proc.kill('SIGKILL');
      const killedAt = Date.now();
      await new Promise((done) => first.proc.once('exit', done));
      const elapsedMs = killedAt - cut.startMs;

      const second = await startServer(port, dir, 300);
      const repaired = () => chunks().find((c) => c.startMs === cut.startMs && c.durationMs >= 0);
      await vi.waitFor(() => expect(repaired()).toBeDefined(), WAIT);
      const kept = repaired()!;
      expect(kept.file).not.toContain('/.recording/');
      expect(kept.durationMs).toBeGreaterThanOrEqual(elapsedMs - 3000);
      expect(packetSpanMs(kept.file)).toBeGreaterThanOrEqual(elapsedMs - 3000);
      db.close();
      second.proc.kill('SIGTERM');
      await new Promise((done) => second.proc.once('exit', done));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
