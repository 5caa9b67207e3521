/**
 * The real process: `main.ts` runs the supervisor, which forks the worker; a restart request makes the worker
 * exit with the restart code and the supervisor start a new one (new runtime id, same sessions).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const MAIN = join(ROOT, 'apps/mediaserver/src/main.ts');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

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

describe('restart supervisor', () => {
  it('restarts the worker on request: new runtime id, sessions still valid', {
    timeout: 90_000,
  }, async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'argus-restart-'));
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', MAIN, '--port', String(port), '--data-dir', dataDir, '--log-level', 'warn'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ARGUS_MEDIASERVER_WORKER: '' } },
    );
    child = proc;
    let output = '';
    proc.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
    });
    proc.stderr!.on('data', (d: Buffer) => {
      output += d.toString();
    });
    const base = `http://127.0.0.1:${port}`;
    await vi.waitFor(() => expect(output).toContain(`and ${base}/ (one port)`), {
      timeout: 60_000,
      interval: 100,
    });

    const infoUrl = `${base}/rest/v1/servers/this/info`;
    const before = (await (await fetch(infoUrl)).json()) as { runtimeId: string; id: string };
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

    const after = await vi.waitFor(
      async () => {
        const res = await fetch(infoUrl);
        const info = (await res.json()) as { runtimeId: string; id: string };
        expect(info.runtimeId).not.toBe(before.runtimeId);
        return info;
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(after.id).toBe(before.id);
    expect(proc.exitCode).toBeNull();

    const me = await fetch(`${base}/rest/v1/login/sessions/current`, { headers: auth });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe('admin');
  });
});
