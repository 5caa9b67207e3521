/**
 * A real Argus cloud for the media server's cloud tests: the cloud's own entry (`apps/cloud/src/main.ts`
 * through tsx) as a child process on a loopback port it picks itself, PGlite and the development mailbox in
 * a temporary data dir. Accounts are made as a person makes them: register, the activation mail, activate.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../../..');
const CLOUD_MAIN = join(REPO, 'apps/cloud/src/main.ts');
const STARTUP_TIMEOUT_MS = 90_000;

export interface CloudProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** JSON call on the cloud; `body` is sent as JSON. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Registers and activates an account through the portal API and its activation mail. */
  createAccount(email: string, password: string): Promise<void>;
  /** `POST /api/systems/connect` with the account's e-mail and password: `{id, authKey, ownerAccountEmail}`. */
  connectSystem(email: string, password: string, name?: string): Promise<ConnectedSystem>;
  stop(): Promise<void>;
}

export interface ConnectedSystem {
  id: string;
  authKey: string;
  ownerAccountEmail: string;
}

export async function startCloudProcess(): Promise<CloudProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-ms-cloud-'));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      CLOUD_MAIN,
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--data-dir',
      dataDir,
      '--log-level',
      'warn',
    ],
    { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let url: string;
  try {
    url = await listeningUrl(child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    url,
    call,
    async createAccount(email, password) {
      const registered = await call('POST', '/api/account/register', {
        email,
        password,
        first_name: 'Ann',
        last_name: 'Lee',
      });
      if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
      const code = await activationCode(url, email);
      const activated = await call('POST', '/api/account/activate', { code });
      if (!activated.ok) throw new Error(`activate: ${activated.status} ${await activated.text()}`);
    },
    async connectSystem(email, password, name = 'Site 1') {
      const res = await call('POST', '/api/systems/connect', { name, email, password });
      if (!res.ok) throw new Error(`connect: ${res.status} ${await res.text()}`);
      return (await res.json()) as ConnectedSystem;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
}

/**
 * One cloud for the tests of a file: started before them, stopped after them. The object forwards to it, so
 * it is read inside tests only.
 */
export function sharedCloudProcess(): Omit<CloudProcess, 'stop'> {
  let started: CloudProcess | undefined;
  beforeAll(async () => {
    started = await startCloudProcess();
  }, STARTUP_TIMEOUT_MS + 30_000);
  afterAll(async () => {
    await started?.stop();
  });
  const cloud = () => {
    if (!started) throw new Error('the cloud has not started');
    return started;
  };
  return {
    get url() {
      return cloud().url;
    },
    call: (...args) => cloud().call(...args),
    createAccount: (...args) => cloud().createAccount(...args),
    connectSystem: (...args) => cloud().connectSystem(...args),
  };
}

/** The URL the cloud prints once it listens (`Argus cloud: http://127.0.0.1:<port>/ (...)`). */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((done, fail) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => fail(new Error(`the cloud did not start: ${err}`)), STARTUP_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Argus cloud: (http:\/\/[^/\s]+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        done(m[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the cloud ended with ${code}: ${err}`));
    });
  });
}

/** The activation code of the newest activation mail to `email` in the development mailbox. */
async function activationCode(url: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${url}/dev/mailbox.json`);
    if (res.ok) {
      const list = (await res.json()) as { to: string[] | string; links: string[] }[] | { messages: [] };
      const messages = Array.isArray(list) ? list : list.messages;
      for (const m of messages as { to: string[] | string; links: string[] }[]) {
        if (![m.to].flat().some((to) => to.includes(email))) continue;
        const link = m.links.find((l) => l.includes('/activate/'));
        if (link) return decodeURIComponent(link.split('/activate/')[1]!.split(/[?#]/)[0]!);
      }
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no activation mail to ${email}`);
}
