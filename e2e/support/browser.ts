/**
 * Debian Chromium through playwright-core: a fresh browser context per test (its own cookies, storage and
 * cache, as a fresh profile), console and page errors collected per page (any one not on the allow-list fails
 * the test), a screenshot in e2e/.artifacts/ when a test fails. One Chromium process serves a test file's
 * contexts: launching one took 1-3 s on an idle machine and up to 10 s on a busy one, a new context a tenth
 * of that, and a fresh browser per test had added minutes to the serial end-to-end run.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, type ConsoleMessage, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export const ARTIFACTS_DIR = resolve(import.meta.dirname, '../.artifacts');

/**
 * Console errors that are expected and why. Chromium logs every non-2xx fetch as a console error
 * ("Failed to load resource: ... status of 401"); on API paths these are answers the app handles (401 before
 * login, 422 wrong password, 503 lockout, 404 unknown record), also through this server's `/proxy/...` to
 * another server (a merge's remote login). Assets and 5xx other than 503 stay errors.
 */
const API_PATH = /^\/(rest|api|ec2|web|proxy)\//;
const HANDLED_API_STATUS = /status of (401|403|404|422|503)\b/;

function isHandledApiFailure(message: ConsoleMessage): boolean {
  if (!message.text().startsWith('Failed to load resource')) return false;
  const location = message.location().url;
  if (!location) return false;
  return API_PATH.test(new URL(location).pathname) && HANDLED_API_STATUS.test(message.text());
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Unexpected console errors and uncaught page errors seen so far, on every page of the context. */
  problems: string[];
  /** Extra allowed console errors for this test (explain why where you add one). */
  allow(pattern: RegExp): void;
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

function watch(page: Page, problems: string[], allowed: RegExp[]): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (isHandledApiFailure(message)) return;
    const text = message.text();
    if (allowed.some((pattern) => pattern.test(text))) return;
    problems.push(`console error on ${page.url()}: ${text} (${message.location().url})`);
  });
  page.on('pageerror', (error) => {
    problems.push(`page error on ${page.url()}: ${error.stack ?? error.message}`);
  });
}

export interface BrowserOptions {
  /**
   * Accept the media server's own self-signed certificate on HTTPS pages, as a user does once when the
   * browser asks.
   */
  ignoreHTTPSErrors?: boolean;
}

let chromiumProcess: Promise<Browser> | undefined;

/** The test file's Chromium, launched on first use. */
function sharedChromium(): Promise<Browser> {
  chromiumProcess ??= chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
  });
  return chromiumProcess;
}

// Registered in the suite of each test file that uses this module (files run in their own module graphs):
// the file's Chromium ends with the file.
afterAll(async () => {
  const launched = chromiumProcess;
  chromiumProcess = undefined;
  await (await launched?.catch(() => undefined))?.close();
});

/** Opens a fresh browser context (no cookies, no storage, no cache) with one page. */
export async function openBrowser(options: BrowserOptions = {}): Promise<BrowserSession> {
  const context = await (await sharedChromium()).newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  const problems: string[] = [];
  const allowed: RegExp[] = [];
  context.on('page', (page) => watch(page, problems, allowed));
  const page = await context.newPage();
  let closed = false;
  return {
    context,
    page,
    problems,
    allow: (pattern) => allowed.push(pattern),
    async screenshot(name) {
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      const path = join(ARTIFACTS_DIR, `${name.replace(/[^\w.-]+/g, '_').slice(0, 120)}.png`);
      await page.screenshot({ path, fullPage: true });
      return path;
    },
    async close() {
      if (closed) return;
      closed = true;
      await context.close();
    },
  };
}

/**
 * Registers a fresh browser per test in the current suite. On failure (or on unexpected console errors) it
 * saves a screenshot; unexpected console/page errors fail the test.
 */
export function useBrowser(options: BrowserOptions = {}): () => BrowserSession {
  let session: BrowserSession | undefined;
  beforeEach(async () => {
    session = await openBrowser(options);
  });
  afterEach(async ({ task }) => {
    const current = session;
    session = undefined;
    if (!current) return;
    const failed = task.result?.state === 'fail' || current.problems.length > 0;
    try {
      if (failed) {
        const path = await current.screenshot(`${task.suite?.name ?? ''} ${task.name}`).catch(() => '');
        if (path) console.log(`screenshot: ${path}`);
      }
    } finally {
      await current.close();
    }
    if (current.problems.length > 0)
      throw new Error(`Unexpected browser errors:\n${current.problems.join('\n')}`);
  });
  return () => {
    if (!session) throw new Error('useBrowser(): no browser outside a test');
    return session;
  };
}

/**
 * One browser for every test of the current suite, for suites whose tests walk one journey (each test goes on
 * where the last one stopped). A failing test leaves a screenshot; unexpected console or page errors fail the
 * suite when it ends.
 */
export function useSharedBrowser(
  viewport: { width: number; height: number } = { width: 1440, height: 900 },
  options: BrowserOptions = {},
): () => BrowserSession {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    session = await openBrowser(options);
    await session.page.setViewportSize(viewport);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !session) return;
    const path = await session.screenshot(`${task.suite?.name ?? ''} ${task.name}`).catch(() => '');
    if (path) console.log(`screenshot: ${path}`);
  });
  afterAll(async () => {
    const problems = session?.problems ?? [];
    await session?.close();
    session = undefined;
    if (problems.length > 0) throw new Error(`Unexpected browser errors:\n${problems.join('\n')}`);
  });
  return () => {
    if (!session) throw new Error('useSharedBrowser(): no browser outside the suite');
    return session;
  };
}
