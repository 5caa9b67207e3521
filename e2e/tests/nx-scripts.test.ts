/**
 * Compatibility by real clients: the Python scripts in e2e/compat call a real media server the way Network
 * Optix's published Nx 5.1 samples do (`requests`, certificate checks off, HTTPS on the server's one port).
 * Each test starts its own server with a fresh data dir, runs one script with python3, and expects exit
 * code 0; on failure the message carries the script's output and the server's log.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MediaServerProcess, REPO_ROOT, startMediaServer } from '../support/servers.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const COMPAT_DIR = join(REPO_ROOT, 'e2e/compat');
const PYTHONS = ['python3', '/usr/bin/python3'];
const SCRIPT_TIMEOUT_MS = 40_000;
const SYSTEM_NAME = 'Compat Site';
const PASSWORD = 'Compat-0wner';
const CAMERA_USER = 'operator';
const CAMERA_PASSWORD = 'Cam-Pass-1';

/** The first python3 that can import requests, or a message saying how to get one. */
function findPython(): string {
  for (const python of PYTHONS) {
    const probe = spawnSync(python, ['-c', 'import requests, urllib3'], { stdio: 'ignore', timeout: 15_000 });
    if (probe.status === 0) return python;
  }
  throw new Error(
    `None of ${PYTHONS.join(', ')} can \`import requests\`. Install Debian's python3-requests ` +
      '(.ci/run installs it when it is missing).',
  );
}

interface ScriptRun {
  code: number | string | null;
  stdout: string;
  stderr: string;
}

function runScript(python: string, script: string, args: string[]): Promise<ScriptRun> {
  return new Promise((done) => {
    execFile(
      python,
      [join(COMPAT_DIR, script), ...args],
      {
        cwd: COMPAT_DIR,
        timeout: SCRIPT_TIMEOUT_MS,
        killSignal: 'SIGKILL',
        // No __pycache__ in the source tree; output as it is written.
        env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1', PYTHONUNBUFFERED: '1' },
      },
      (error, stdout, stderr) => {
        const code = error ? (error.code ?? error.signal ?? 'failed') : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

/** One-time setup without a preset (compatibility, as Nx 5.1 scripts expect), over plain HTTP. */
async function setUpSystem(server: MediaServerProcess): Promise<void> {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : {}) as { token?: string };
  };
  const { token } = await post('/rest/v1/login/sessions', { username: 'admin', password: 'admin' });
  await post('/rest/v1/system/setup', { name: SYSTEM_NAME, local: { password: PASSWORD } }, token);
}

async function ownerToken(server: MediaServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/rest/v1/login/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    signal: AbortSignal.timeout(15_000),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe('Nx 5.1 Python clients', () => {
  let python = '';
  let pythonProblem: Error | undefined;
  // The API is under test, not the web app: an empty web root keeps these tests off apps/web/dist.
  let webRoot = '';

  beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'argus-compat-web-'));
    try {
      python = findPython();
    } catch (error) {
      pythonProblem = error as Error;
    }
  });
  afterAll(() => {
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });

  /** Runs the script (once per entry of `runs`) against a fresh server; `afterwards` looks at the server. */
  async function passes(
    script: string,
    options: {
      setUp: boolean;
      args?: string[];
      runs?: string[][];
      /** Start options of the server (`--discovery`). */
      serverArgs?: string[];
      afterwards?: (server: MediaServerProcess) => Promise<void>;
    },
  ): Promise<void> {
    if (pythonProblem) throw pythonProblem;
    const server = await startMediaServer({ webRoot, readyTimeoutMs: 30_000, extraArgs: options.serverArgs });
    try {
      if (options.setUp) await setUpSystem(server);
      const base = `https://127.0.0.1:${server.port}`;
      for (const args of options.runs ?? [options.args ?? ['--username', 'admin', '--password', PASSWORD]]) {
        const run = await runScript(python, script, ['--url', base, ...args]);
        const report = [
          `${python} ${script} ${['--url', base, ...args].join(' ')} exited with ${run.code}`,
          `--- stdout ---\n${run.stdout}`,
          `--- stderr ---\n${run.stderr}`,
          `--- server log ---\n${server.output().slice(-4_000)}`,
        ].join('\n');
        expect(run.code, report).toBe(0);
      }
      await options.afterwards?.(server);
    } finally {
      await server.stop();
    }
  }

  it('configure_system: cookie-session setup and settings on a brand-new server', () =>
    passes('configure_system.py', {
      setUp: false,
      // The script toggles the discovery settings, which only a server started with --discovery lets change.
      serverArgs: ['--discovery'],
      args: ['--username', 'admin', '--password', 'weak', '--system-name', SYSTEM_NAME],
    }));

  it('local_bearer: login, session info, servers info, logout', () =>
    passes('local_bearer.py', { setUp: true }));

  it('http_basic_auth_fallback: a /rest/v3 login, then the token as HTTP Basic `-`, logout', () =>
    passes('http_basic_auth_fallback.py', { setUp: true }));

  it('local_digest: HTTPDigestAuth and HTTPBasicAuth after enabling digest', () =>
    passes('local_digest.py', { setUp: true }));

  it('url_digest: URL auth keys from /api/getNonce', () => passes('url_digest.py', { setUp: true }));

  it('user_management: weak passwords, change, list, PUT-create, delete, 405', () =>
    passes('user_management.py', { setUp: true }));

  it('setup_rule_schedule: rules read, their hex schedules changed bit by bit, saved whole and read back', () =>
    passes('setup_rule_schedule.py', { setUp: true }));

  it('generic_event: /api/createEvent as JSON over a v2 session fires a rule, seen in the event log', () =>
    passes('generic_event.py', { setUp: true }));

  it('backup_restore: bearer backup, digest restore, back after the restart', () =>
    passes('backup_restore.py', { setUp: true, args: ['--password', PASSWORD, '--restart-limit', '30'] }));

  it('system_restore_bearer: restore with one session, delete the other at once, back with the session valid', () =>
    passes('system_restore_bearer.py', {
      setUp: true,
      args: ['--password', PASSWORD, '--restart-limit', '30'],
    }));

  describe('add_camera, with real test cameras', () => {
    let cameras: TestCameras;
    beforeAll(async () => {
      cameras = await startTestCameras({
        cameras: 2,
        profile: 'low',
        auth: [{ camera: 2, user: CAMERA_USER, password: CAMERA_PASSWORD }],
      });
    }, 60_000);
    afterAll(() => cameras?.stop());

    it('search, poll status, add: a stream by URL (digest) and a camera by ip:port (bearer), then both are devices', () => {
      const [open, locked] = cameras.cameras;
      const owner = ['--username', 'admin', '--password', PASSWORD];
      return passes('add_camera.py', {
        setUp: true,
        runs: [
          [...owner, '--camera', open!.rtspUrl],
          [
            ...owner,
            '--auth',
            'bearer',
            '--camera',
            `127.0.0.1:${locked!.onvifPort}`,
            '--camera-user',
            CAMERA_USER,
            '--camera-password',
            CAMERA_PASSWORD,
          ],
        ],
        afterwards: async (server) => {
          const token = await ownerToken(server);
          const res = await fetch(`${server.url}/rest/v2/devices`, {
            headers: { authorization: `Bearer ${token}` },
            signal: AbortSignal.timeout(15_000),
          });
          expect(res.status).toBe(200);
          const devices = (await res.json()) as { url: string; vendor: string; model: string }[];
          expect(devices.map((d) => d.url).sort()).toEqual([open!.rtspUrl, locked!.onvifUrl].sort());
          expect(devices.find((d) => d.url === locked!.onvifUrl)).toMatchObject({
            vendor: locked!.vendor,
            model: locked!.model,
          });
        },
      });
    });
  });
});
