import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import type { RootOptions } from '../../src/composition.ts';
import { findSecrets } from './secrets.ts';

export interface TestApp extends BuiltApp {
  dataDir: string;
  /** Inject a request; JSON bodies are serialised. Every reply is checked for secrets (§3.10). */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Log in with a session and return its Bearer token. */
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

const open: TestApp[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

/** A media server on a fresh temporary data dir; closed and removed after each test. */
export interface TestAppOptions extends RootOptions {
  dataDir?: string;
  /** The user's own HTTPS certificate and key (PEM files), as `--certificate` and `--key` give them. */
  certificate?: string;
  key?: string;
  /** Shared by the tests of a file (one recording for many cases): closed by the file, not after each test. */
  shared?: boolean;
  /** Started with `--discovery`. */
  discovery?: boolean;
  /** Started with `--cloud-url`. */
  cloudUrl?: string;
  /** Started with `--developers`. */
  developers?: boolean;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'argus-ms-'));
  const built = await buildApp(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      webRoot: join(dataDir, 'no-web'),
      logLevel: 'silent',
      discovery: options.discovery ?? false,
      certificate: options.certificate,
      key: options.key,
      cloudUrl: options.cloudUrl,
      developers: options.developers ?? false,
    },
    options,
  );
  const t: TestApp = {
    ...built,
    dataDir,
    async request(o) {
      const res = await built.app.inject(o);
      const url = typeof o === 'string' ? o : String(o.url ?? o.path ?? '');
      const secrets = findSecrets(url, res.body);
      if (secrets.length) throw new Error(`reply to ${url} carries secrets: ${JSON.stringify(secrets)}`);
      return res;
    },
    async login(username, password) {
      const res = await built.app.inject({
        method: 'POST',
        url: '/rest/v1/login/sessions',
        payload: { username, password },
      });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    async close() {
      await built.app.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (!options.shared) open.push(t);
  return t;
}

/** The headers of an authenticated request (Bearer, as `bearer` makes them). */
export type AuthHeaders = { authorization: string };

export const bearer = (token: string): AuthHeaders => ({ authorization: `Bearer ${token}` });
