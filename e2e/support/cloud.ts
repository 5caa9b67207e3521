/**
 * Real cloud service processes for e2e tests: the built cloud (`apps/cloud/dist/main.js`, as `npm start` runs
 * it) on a free loopback port with a fresh data dir (PGlite and the development mailbox), ready once
 * `/api/ping` answers, stopped by PID. The mailbox is read through its development page's JSON, as a person
 * reads it in the browser.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type NodeServerProcess, REPO_ROOT, startServerProcess } from './servers.ts';
import { snapshotWebApp } from './web-app.ts';

export const BUILT_CLOUD = join(REPO_ROOT, 'apps/cloud/dist/main.js');

export interface CloudProcess extends NodeServerProcess {
  dataDir: string;
  /** An absolute URL on the portal. */
  at(path: string): string;
  /**
   * The newest message in the development mailbox sent to `to` (and, with `match`, one it accepts), waiting
   * until one arrives.
   */
  waitMail(to: string, timeoutMs?: number, match?: (mail: MailboxEntry) => boolean): Promise<MailboxEntry>;
}

export interface MailboxEntry {
  id: string;
  to: string[] | string;
  subject: string;
  links: string[];
}

export interface CloudStartOptions {
  /**
   * Runs on the fresh data dir before the cloud starts on it: e.g. an administrative command that needs the
   * PGlite database to itself (`--issue-license`, see license-keys.ts).
   */
  prepare?(dataDir: string): Promise<void>;
}

export async function startCloud(
  extraArgs: readonly string[] = [],
  options: CloudStartOptions = {},
): Promise<CloudProcess> {
  if (!existsSync(BUILT_CLOUD))
    throw new Error(`The cloud is not built: ${BUILT_CLOUD} is missing. Run \`npm run build\` first.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-e2e-cloud-'));
  try {
    await options.prepare?.(dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const server = await startServerProcess(
    process.execPath,
    (port) => [
      BUILT_CLOUD,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--data-dir',
      dataDir,
      '--public-url',
      `http://127.0.0.1:${port}`,
      '--log-level',
      'warn',
      ...extraArgs,
    ],
    {
      readyPath: '/api/ping',
      onStopped: () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 }),
    },
  );
  const at = (path: string) => `${server.url}${path}`;
  async function waitMail(
    to: string,
    timeoutMs = 15_000,
    match: (mail: MailboxEntry) => boolean = () => true,
  ): Promise<MailboxEntry> {
    const deadline = Date.now() + timeoutMs;
    for (let attempt = 1; Date.now() < deadline; attempt++) {
      const res = await fetch(at('/dev/mailbox.json'));
      if (res.ok) {
        const list = (await res.json()) as MailboxEntry[] | { messages: MailboxEntry[] };
        const messages = Array.isArray(list) ? list : list.messages;
        const found = messages.find((m) => [m.to].flat().some((t) => t.includes(to)) && match(m));
        if (found) return found;
      }
      await new Promise((done) => setTimeout(done, Math.min(200, 25 * attempt)));
    }
    throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
  }
  return { ...server, dataDir, at, waitMail };
}

/** One cloud process for the file: started before its tests, stopped after them. */
export function useCloud(
  extraArgs: readonly string[] = [],
  options: CloudStartOptions = {},
): () => CloudProcess {
  let cloud: CloudProcess | null = null;
  let webDist: string | undefined;
  beforeAll(async () => {
    webDist = await snapshotWebApp();
    cloud = await startCloud(['--web-dist', webDist, ...extraArgs], options);
  }, 120_000);
  afterAll(async () => {
    await cloud?.stop();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });
  return () => {
    if (!cloud) throw new Error('the cloud is not started yet');
    return cloud;
  };
}
