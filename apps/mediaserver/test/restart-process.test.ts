/**
 * The real processes: bin/argus-mediaserver supervises the server process. A restart request makes the server
 * exit with the restart code and the supervisor start it again (new runtime id, same sessions); a server
 * killed outright comes back too; a server that cannot start ends the supervisor. The supervisor is a shell,
 * which never loads the application.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from './support/free-port.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const SUPERVISOR = join(ROOT, 'apps/mediaserver/bin/argus-mediaserver');
/** Development mode: the TypeScript entry through tsx. */
const DEV_ENV = {
  ARGUS_SERVER_ENTRY: join(ROOT, 'apps/mediaserver/src/main.ts'),
  ARGUS_NODE_OPTIONS: '--import tsx',
};

let child: ChildProcess | null = null;
let dataDir = '';
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((done) => child!.once('exit', done));
    process.kill(child.pid!, 'SIGTERM');
    await exited;
  }
  child = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the supervisor like `npm run mediaserver` and waits until the worker serves. */
async function startSupervised() {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'argus-restart-'));
  const proc = spawn(SUPERVISOR, ['--port', String(port), '--data-dir', dataDir, '--log-level', 'warn'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...DEV_ENV },
  });
  child = proc;
  let output = '';
  proc.stdout!.on('data', (d: Buffer) => {
    output += d.toString();
  });
  proc.stderr!.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  await vi.waitFor(() => expect(output).toContain(`and ${base}/ (one port`), {
    timeout: 60_000,
    interval: 100,
  });
  const runtimeId = async () =>
    ((await (await fetch(`${base}/rest/v1/servers/this/info`)).json()) as { runtimeId: string }).runtimeId;
  const workerPid = () =>
    Number(
      execFileSync('ps', ['-o', 'pid=', '--ppid', String(proc.pid)])
        .toString()
        .trim(),
    );
  return { proc, base, output: () => output, runtimeId, workerPid };
}

describe('restart supervisor', () => {
  it('restarts the worker on request: new runtime id, sessions still valid', {
    timeout: 90_000,
  }, async () => {
    const { proc, base, runtimeId } = await startSupervised();
    const before = await runtimeId();
    const login = await fetch(`${base}/rest/v1/login/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    const restart = await fetch(`${base}/rest/v1/servers/this/restart`, { method: 'POST', headers: auth });
    expect(restart.status).toBe(200);
    expect(await restart.json()).toEqual({});
    await vi.waitFor(async () => expect(await runtimeId()).not.toBe(before), {
      timeout: 60_000,
      interval: 200,
    });
    expect(proc.exitCode).toBeNull();

    const me = await fetch(`${base}/rest/v1/login/sessions/current`, { headers: auth });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe('admin');
  });

  it('keeps answering for a grace time after the restart reply: a client that goes on is answered', {
    timeout: 90_000,
  }, async () => {
    const { base, runtimeId } = await startSupervised();
    const before = await runtimeId();
    const login = async () => {
      const res = await fetch(`${base}/rest/v1/login/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin' }),
      });
      return ((await res.json()) as { token: string }).token;
    };
    const [primary, secondary] = [await login(), await login()];
    const restart = await fetch(`${base}/rest/v1/servers/this/restart`, {
      method: 'POST',
      headers: { authorization: `Bearer ${primary}` },
    });
    expect(restart.status).toBe(200);
    // At once, as Nx's restore sample does after its restore.
    const logout = await fetch(`${base}/rest/v1/login/sessions/${secondary}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${secondary}` },
    });
    expect(logout.status).toBe(200);
    await vi.waitFor(async () => expect(await runtimeId()).not.toBe(before), {
      timeout: 60_000,
      interval: 200,
    });
    const me = await fetch(`${base}/rest/v1/login/sessions/current`, {
      headers: { authorization: `Bearer ${primary}` },
    });
    expect(me.status).toBe(200);
  });

  it('comes back on the kept database when the first start on a restored one fails', {
    timeout: 90_000,
  }, async () => {
    const { proc, base, runtimeId, output } = await startSupervised();
    const before = await runtimeId();
    const login = await fetch(`${base}/rest/v1/login/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    // A staged restore that the checks would have refused (no users table): the start on it must fail.
    const dump = await fetch(`${base}/rest/v1/system/database`, { headers: auth });
    const staged = join(dataDir, 'system.sqlite.restore');
    writeFileSync(staged, Buffer.from(((await dump.json()) as { data: string }).data, 'base64'));
    const broken = new Database(staged);
    broken.pragma('foreign_keys = OFF');
    broken.exec('DROP TABLE users');
    broken.close();
    expect(
      (await fetch(`${base}/rest/v1/servers/this/restart`, { method: 'POST', headers: auth })).status,
    ).toBe(200);

    await vi.waitFor(async () => expect(await runtimeId()).not.toBe(before), {
      timeout: 60_000,
      interval: 200,
    });
    expect(output()).toContain('starting again on the database from before the restore');
    const state = await fetch(`${base}/rest/v1/system/database/restore`, { headers: auth });
    expect(await state.json()).toMatchObject({ state: 'rolledBack' });
    expect(proc.exitCode).toBeNull();
  });

  it('starts a worker killed outright again, and says why', { timeout: 90_000 }, async () => {
    const { proc, runtimeId, workerPid, output } = await startSupervised();
    const before = await runtimeId();
    const pid = workerPid();
    process.kill(pid, 'SIGKILL');
    await vi.waitFor(async () => expect(await runtimeId()).not.toBe(before), {
      timeout: 60_000,
      interval: 200,
    });
    expect(workerPid()).not.toBe(pid);
    expect(output()).toContain('the server was killed by KILL; starting it again in 1 s.');
    // The data dir names the serving process, so maintenance commands refuse to run beside it.
    expect(readFileSync(join(dataDir, 'mediaserver.pid'), 'utf8').trim()).toBe(String(workerPid()));
    expect(proc.exitCode).toBeNull();
  });

  it('keeps the application out of the supervisor process', { timeout: 90_000 }, async () => {
    const { proc, workerPid } = await startSupervised();
    const libraries = (pid: number) => readFileSync(`/proc/${pid}/maps`, 'utf8');
    expect(libraries(workerPid())).toMatch(/better_sqlite3\.node/);
    expect(libraries(proc.pid!)).not.toMatch(/better_sqlite3\.node|argon2|node/);
  });

  it('ends when the server cannot start, instead of trying again and again', {
    timeout: 90_000,
  }, async () => {
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    const port = (blocker.address() as { port: number }).port;
    try {
      dataDir = mkdtempSync(join(tmpdir(), 'argus-restart-'));
      const proc = spawn(SUPERVISOR, ['--port', String(port), '--data-dir', dataDir], {
        cwd: ROOT,
        stdio: 'ignore',
        env: { ...process.env, ...DEV_ENV },
      });
      child = proc;
      const code = await new Promise((done) => proc.once('exit', done));
      expect(code).toBe(78);
    } finally {
      blocker.close();
    }
  });
});
