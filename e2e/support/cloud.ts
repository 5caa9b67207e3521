/**
 * Real cloud service processes for e2e tests: the built cloud (`apps/cloud/dist/main.js`, as `npm start` runs
 * it) on a free loopback port with a fresh data dir (PGlite and the development mailbox), ready once
 * `/api/ping` answers, stopped by PID. The mailbox is read through its development page's JSON, as a person
 * reads it in the browser.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type NodeServerProcess, REPO_ROOT, startServerProcess } from './servers.ts';
import { snapshotWebApp } from './web-app.ts';

const BUILT_CLOUD = join(REPO_ROOT, 'apps/cloud/dist/main.js');

export interface CloudProcess extends NodeServerProcess {
  dataDir: string;
  /** An absolute URL on the portal. */
  at(path: string): string;
  /** The newest message in the development mailbox sent to `to`, waiting until one arrives. */
  waitMail(to: string, timeoutMs?: number): Promise<MailboxEntry>;
}

export interface MailboxEntry {
  id: string;
  to: string[] | string;
  subject: string;
  links: string[];
}

export async function startCloud(extraArgs: readonly string[] = []): Promise<CloudProcess> {
  if (!existsSync(BUILT_CLOUD))
    throw new Error(`The cloud is not built: ${BUILT_CLOUD} is missing. Run \`npm run build\` first.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-e2e-cloud-'));
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
  async function waitMail(to: string, timeoutMs = 15_000): Promise<MailboxEntry> {
    const deadline = Date.now() + timeoutMs;
    for (let attempt = 1; Date.now() < deadline; attempt++) {
      const res = await fetch(at('/dev/mailbox.json'));
      if (res.ok) {
        const list = (await res.json()) as MailboxEntry[] | { messages: MailboxEntry[] };
        const messages = Array.isArray(list) ? list : list.messages;
        const found = messages.find((m) => [m.to].flat().some((t) => t.includes(to)));
        if (found) return found;
      }
      await new Promise((done) => setTimeout(done, Math.min(200, 25 * attempt)));
    }
    throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
  }
  return { ...server, dataDir, at, waitMail };
}

/** One cloud process for the file: started before its tests, stopped after them. */
export function useCloud(extraArgs: readonly string[] = []): () => CloudProcess {
  let cloud: CloudProcess | null = null;
  let webDist: string | undefined;
  beforeAll(async () => {
    webDist = await snapshotWebApp();
    cloud = await startCloud(['--web-dist', webDist, ...extraArgs]);
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

export interface CloudAccountSeed {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

async function cloudPost(cloud: CloudProcess, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(cloud.at(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(reply)}`);
  return reply;
}

/**
 * An active account, made as a person makes one: registered, then activated with the code of the e-mailed
 * link (cloud-api §2.3), through the cloud's public API.
 */
export async function createCloudAccount(cloud: CloudProcess, account: CloudAccountSeed): Promise<void> {
  await cloudPost(cloud, '/api/account/register', {
    email: account.email,
    password: account.password,
    first_name: account.firstName,
    last_name: account.lastName,
  });
  const mail = await cloud.waitMail(account.email);
  const link = mail.links.find((l) => l.includes('/activate/'));
  if (!link) throw new Error(`no activation link in ${JSON.stringify(mail)}`);
  const code = decodeURIComponent(new URL(link).pathname.split('/activate/')[1] ?? '');
  await cloudPost(cloud, '/api/account/activate', { code });
}

/** Connects a system to the account (`POST /api/systems/connect` with its credentials, cloud-api §5.3). */
export async function connectCloudSystem(
  cloud: CloudProcess,
  owner: Pick<CloudAccountSeed, 'email' | 'password'>,
  name: string,
): Promise<{ id: string; name: string }> {
  const reply = (await cloudPost(cloud, '/api/systems/connect', {
    name,
    email: owner.email,
    password: owner.password,
  })) as { id: string; name: string };
  return { id: reply.id, name: reply.name };
}

/** Logs in on the portal's landing as a person does; the page reloads onto /systems (or its one system). */
export async function logInToPortal(
  page: Page,
  cloud: CloudProcess,
  account: Pick<CloudAccountSeed, 'email' | 'password'>,
): Promise<void> {
  await page.goto(cloud.at('/'));
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).last().click();
  await page.waitForURL(/\/systems(\/[^/]+)?$/);
}
