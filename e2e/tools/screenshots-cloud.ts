/**
 * Screenshots of the cloud portal for a person to look at: a real cloud process (PGlite, development mailbox)
 * with accounts seeded through its API — one without systems, one with a single system, one with a dozen
 * (its own and shared with it, so that owners differ; its first system bound to a real media server that links
 * to the cloud, so its own pages open through the relay) — and each page in light and dark, wide (1440 px)
 * and narrow (390 px).
 *
 *   npx tsx e2e/tools/screenshots-cloud.ts [outDir] [name ...]
 *
 * Writes `<outDir>/cloud-<name>-<theme>-<width>.png` (default outDir: e2e/.artifacts/screenshots) and prints
 * every console error the pages logged. Names are those of `SHOTS` below (all by default).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { setupSystem } from '../support/api.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { type CloudProcess, startCloud } from '../support/cloud.ts';
import {
  chooseSystemAction,
  connectCloudSystem,
  createCloudAccount,
  logInToPortal,
  type PortalAccount,
} from '../support/cloud-portal.ts';
import { type ServerHandle, serverHandle } from '../support/fixtures.ts';
import { startMediaServer } from '../support/servers.ts';
import { snapshotWebApp } from '../support/web-app.ts';

const WIDTHS = [1440, 390];
const THEMES = ['light', 'dark'] as const;
const HEIGHT = Number(process.env.SCREENSHOT_HEIGHT) || 900;

const seed = (name: string, first: string, last: string): PortalAccount => ({
  email: `${name}@example.com`,
  password: `${first}-pass-42`,
  firstName: first,
  lastName: last,
});
const EMPTY = seed('nora', 'Nora', 'Empty');
const SINGLE = seed('sam', 'Sam', 'Single');
const MANY = seed('maya', 'Maya', 'Many');
const OTHER = seed('otto', 'Otto', 'Other');

type Who = 'visitor' | 'empty' | 'single' | 'many';
interface Shot {
  name: string;
  who: Who;
  /** The path, or a function of the seeded systems. */
  path: string | ((systems: Seeded) => string);
  /** Something to do before the picture (open a dialog). */
  prepare?: (page: Page) => Promise<void>;
}
interface Seeded {
  many: { id: string; name: string }[];
}

const SHOTS: Shot[] = [
  { name: 'landing', who: 'visitor', path: '/' },
  {
    name: 'login',
    who: 'visitor',
    path: '/',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Log In' }).first().click();
      await page.getByLabel('Email').waitFor();
    },
  },
  { name: 'register', who: 'visitor', path: '/register' },
  { name: 'register-success', who: 'visitor', path: '/register/success' },
  { name: 'activate', who: 'visitor', path: '/activate' },
  { name: 'restore', who: 'visitor', path: '/restore_password' },
  { name: '404', who: 'visitor', path: '/no/such/page' },
  { name: 'account', who: 'empty', path: '/account/' },
  { name: 'password', who: 'empty', path: '/account/password/' },
  { name: 'security', who: 'empty', path: '/account/security/' },
  { name: 'systems-empty', who: 'empty', path: '/systems' },
  { name: 'systems-1', who: 'single', path: '/systems' },
  { name: 'systems-12', who: 'many', path: '/systems' },
  {
    name: 'systems-12-search',
    who: 'many',
    path: '/systems',
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Search Systems' }).fill('yard');
    },
  },
  { name: 'system', who: 'many', path: ({ many }) => `/systems/${many[0]!.id}` },
  // Users: the media server's own page through the relay (online), the cloud's Share System page (offline).
  {
    name: 'system-users',
    who: 'many',
    path: ({ many }) => `/systems/${many[0]!.id}/settings/users`,
    prepare: async (page) => {
      await page.getByTestId(`user-row-${OTHER.email}`).first().waitFor();
    },
  },
  {
    name: 'system-users-add-cloud',
    who: 'many',
    path: ({ many }) => `/systems/${many[0]!.id}/settings/users`,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Add user' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add user' });
      await dialog.getByText('Cloud user').click();
      await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('new.colleague@example.com');
      await settled(page);
    },
  },
  { name: 'system-users-offline', who: 'many', path: ({ many }) => `/systems/${many[1]!.id}/settings/users` },
  {
    name: 'system-share-dialog',
    who: 'many',
    path: ({ many }) => `/systems/${many[1]!.id}/settings/users`,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await page.getByRole('form', { name: 'Share System' }).waitFor();
      await settled(page);
    },
  },
  {
    name: 'system-actions',
    who: 'many',
    path: ({ many }) => `/systems/${many[0]!.id}`,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'System actions' }).click();
      await page.getByRole('menuitem', { name: 'Rename' }).waitFor();
      await settled(page);
    },
  },
  {
    name: 'system-disconnect-dialog',
    who: 'many',
    path: ({ many }) => `/systems/${many[0]!.id}`,
    prepare: async (page) => {
      await chooseSystemAction(page, 'Disconnect from cloud');
      await page.getByRole('form', { name: 'Disconnect System from cloud' }).waitFor();
      await settled(page);
    },
  },
  { name: 'system-shared', who: 'many', path: ({ many }) => `/systems/${many.at(-1)!.id}` },
  // Through the relay: the linked system's own pages.
  { name: 'relay-settings', who: 'many', path: ({ many }) => `/systems/${many[0]!.id}/settings` },
  { name: 'relay-servers', who: 'many', path: ({ many }) => `/systems/${many[0]!.id}/settings/servers` },
  { name: 'relay-view', who: 'many', path: ({ many }) => `/systems/${many[0]!.id}/view` },
  { name: 'relay-offline', who: 'many', path: ({ many }) => `/systems/${many[1]!.id}/settings` },
];

/** Waits until no CSS transition or animation runs (a dialog has faded in). */
async function settled(page: Page): Promise<void> {
  // A string: e2e code is typed without the DOM library.
  await page.waitForFunction("document.getAnimations().every((a) => a.playState !== 'running')");
}

async function shareAnonymously(
  cloud: CloudProcess,
  systemId: string,
  owner: PortalAccount,
  email: string,
  role: string,
): Promise<void> {
  const res = await fetch(cloud.at(`/api/systems/${systemId}/users`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_email: email, role, email: owner.email, password: owner.password }),
  });
  if (!res.ok) throw new Error(`sharing answered ${res.status}: ${await res.text()}`);
}

/** A media server set up as `name` and bound to a new system of `owner`'s, which then links to the cloud. */
async function linkedSystem(
  cloud: CloudProcess,
  server: ServerHandle,
  owner: PortalAccount,
  name: string,
): Promise<{ id: string; name: string }> {
  const token = await setupSystem(server.api, name);
  const res = await fetch(cloud.at('/api/systems/connect'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email: owner.email, password: owner.password }),
  });
  if (!res.ok) throw new Error(`connect answered ${res.status}: ${await res.text()}`);
  const { id, authKey } = (await res.json()) as { id: string; authKey: string };
  await server.api.json(
    'POST',
    '/rest/v1/system/cloudBind',
    { systemId: id, authKey, owner: owner.email },
    token,
  );
  return { id, name };
}

/** The accounts and systems the pages show. */
async function seedCloud(cloud: CloudProcess, server: ServerHandle): Promise<Seeded> {
  for (const account of [EMPTY, SINGLE, MANY, OTHER]) await createCloudAccount(cloud, account);
  await connectCloudSystem(cloud, SINGLE, 'Corner Shop');
  const own = ['Lighthouse', 'Yard North', 'Yard South', 'Warehouse 7', 'Depot', 'Main Office'];
  const many = [await linkedSystem(cloud, server, MANY, 'Harbour')];
  for (const name of own) many.push(await connectCloudSystem(cloud, MANY, name));
  for (const name of ['Garage', 'Shipyard', 'Rail Yard', 'Quay', 'Customs Hall']) {
    const system = await connectCloudSystem(cloud, OTHER, name);
    await shareAnonymously(cloud, system.id, OTHER, MANY.email, 'viewer');
    many.push(system);
  }
  // The first two systems have users to show: the linked one on its server, the offline one in the cloud.
  for (const system of many.slice(0, 2)) {
    await shareAnonymously(cloud, system.id, MANY, OTHER.email, 'cloudAdmin');
    await shareAnonymously(cloud, system.id, MANY, 'invited.person@example.com', 'liveViewer');
  }
  return { many };
}

const ACCOUNTS: Record<Exclude<Who, 'visitor'>, PortalAccount> = {
  empty: EMPTY,
  single: SINGLE,
  many: MANY,
};

async function shootAll(
  browser: Browser,
  cloud: CloudProcess,
  seeded: Seeded,
  outDir: string,
  names: string[],
) {
  const problems: string[] = [];
  const wanted = SHOTS.filter((shot) => names.length === 0 || names.includes(shot.name));
  for (const theme of THEMES)
    for (const width of WIDTHS)
      for (const who of ['visitor', 'empty', 'single', 'many'] as const) {
        const shots = wanted.filter((shot) => shot.who === who);
        if (shots.length === 0) continue;
        const context = await browser.newContext({ viewport: { width, height: HEIGHT }, colorScheme: theme });
        const page = await context.newPage();
        page.on('console', (m) => {
          if (m.type() === 'error') problems.push(`${page.url()}: ${m.text()}`);
        });
        page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
        if (who !== 'visitor') await logInToPortal(page, cloud, ACCOUNTS[who]);
        for (const shot of shots) {
          const path = typeof shot.path === 'string' ? shot.path : shot.path(seeded);
          await page.goto(cloud.at(path));
          await page.waitForLoadState('networkidle');
          // The page itself, not the preloader that stays a moment after the code arrived.
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await shot.prepare?.(page);
          await settled(page);
          await page.screenshot({
            path: join(outDir, `cloud-${shot.name}-${theme}-${width}.png`),
            fullPage: true,
          });
        }
        await context.close();
      }
  return problems;
}

const [outArg, ...names] = process.argv.slice(2);
const outDir = resolve(outArg ?? join(import.meta.dirname, '../.artifacts/screenshots'));
mkdirSync(outDir, { recursive: true });
const webDist = await snapshotWebApp();
const cloud = await startCloud(['--web-dist', webDist]);
const server = serverHandle(
  await startMediaServer({ webRoot: webDist, extraArgs: ['--cloud-url', cloud.url] }),
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
let problems: string[] = [];
try {
  const seeded = await seedCloud(cloud, server);
  problems = await shootAll(browser, cloud, seeded, outDir, names);
} finally {
  await browser.close();
  await server.server.stop();
  await cloud.stop();
  rmSync(webDist, { recursive: true, force: true });
}
console.log(`Screenshots in ${outDir}`);
for (const p of problems) console.log(`console: ${p}`);
