/**
 * `--reset-admin-password`, run as a person would (through the supervisor, password on standard input) on the
 * data dir of a stopped server: the owner's password changes, its sessions end, weak passwords and running
 * servers are refused, and nothing changes when it is refused.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PID_FILE } from '../src/host/pid-file.ts';
import { completeSetup } from './servers-fixtures.ts';
import { bearer, startTestApp } from './support/test-app.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const SUPERVISOR = join(ROOT, 'apps/mediaserver/bin/argus-mediaserver');
const DEV_ENV = {
  ARGUS_SERVER_ENTRY: join(ROOT, 'apps/mediaserver/src/main.ts'),
  ARGUS_NODE_OPTIONS: '--import tsx',
};
const OLD = 'Old-pass-4242';
const NEW = 'Brand-new-pass-77';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});

function runReset(dataDir: string, input: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const proc = spawn(SUPERVISOR, ['--reset-admin-password', '--data-dir', dataDir], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...DEV_ENV },
    });
    let output = '';
    proc.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    proc.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    proc.once('error', fail);
    proc.once('exit', (code) => done({ code, output }));
    proc.stdin.end(input);
  });
}

/** A set-up system whose owner has password OLD and one open session; the server is stopped afterwards. */
async function stoppedSystem(): Promise<{ dataDir: string; token: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-reset-'));
  dirs.push(dataDir);
  const t = await startTestApp({ dataDir });
  completeSetup(t);
  const admin = await t.login('admin', 'admin');
  const change = await t.app.inject({
    method: 'PATCH',
    url: '/rest/v1/users/admin',
    headers: bearer(admin),
    payload: { password: OLD },
  });
  expect(change.statusCode).toBe(200);
  const token = await t.login('admin', OLD);
  await t.close();
  return { dataDir, token };
}

async function loginStatus(dataDir: string, password: string, token: string) {
  const t = await startTestApp({ dataDir });
  try {
    const login = await t.app.inject({
      method: 'POST',
      url: '/rest/v1/login/sessions',
      payload: { username: 'admin', password },
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/rest/v1/system/settings',
      headers: bearer(token),
    });
    return { login: login.statusCode, oldSession: session.statusCode };
  } finally {
    await t.close();
  }
}

describe('--reset-admin-password', () => {
  it("sets the owner's new password from standard input and ends the owner's sessions", async () => {
    const { dataDir, token } = await stoppedSystem();
    const run = await runReset(dataDir, `${NEW}\n`);
    expect(run.output).toContain('The password of `admin` is changed');
    expect(run.code).toBe(0);
    expect(await loginStatus(dataDir, NEW, token)).toEqual({ login: 200, oldSession: 401 });
    expect((await loginStatus(dataDir, OLD, token)).login).toBe(422);
  });

  it('refuses a password the policy refuses, and changes nothing', async () => {
    const { dataDir, token } = await stoppedSystem();
    const run = await runReset(dataDir, 'short\n');
    expect(run.code).toBe(78);
    expect(run.output).toMatch(/password/i);
    expect(await loginStatus(dataDir, OLD, token)).toEqual({ login: 200, oldSession: 200 });
  });

  it('refuses while a server runs on the data dir, and when there is no database', async () => {
    const { dataDir, token } = await stoppedSystem();
    writeFileSync(join(dataDir, PID_FILE), `${process.pid}\n`);
    const running = await runReset(dataDir, `${NEW}\n`);
    expect(running.code).toBe(78);
    expect(running.output).toContain(`The media server is running on this data dir (process ${process.pid})`);
    rmSync(join(dataDir, PID_FILE));
    expect(await loginStatus(dataDir, OLD, token)).toEqual({ login: 200, oldSession: 200 });

    const empty = mkdtempSync(join(tmpdir(), 'argus-reset-empty-'));
    dirs.push(empty);
    const none = await runReset(empty, `${NEW}\n`);
    expect(none.code).toBe(78);
    expect(none.output).toContain('There is no system database in');
  });
});
