/**
 * Screenshots of the web admin for a person to look at: a real media server on a fresh data dir, set up
 * through the API, with a few users; each page in light and dark, wide (1440 px) and narrow (390 px).
 *
 *   npx tsx e2e/tools/screenshots.ts [outDir] [path ...]
 *
 * Writes `<outDir>/<page>-<theme>-<width>.png` (default outDir: e2e/.artifacts/screenshots) and prints every
 * console error the pages logged. Besides paths, `wizard` shoots the setup wizard (on a fresh server of its
 * own) and `restore-dialog` the restore dialog of /settings (screenshot-extras.ts); `licenses-empty`,
 * `event-rule-editor` and `notifications` the empty Licenses page, the rule editor and the header's
 * notifications panel (screenshot-events.ts). The console scrolls inside
 * its shell, so a page longer than the window is cut off: SCREENSHOT_HEIGHT=2400 makes the window taller.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { ADMIN, ADMIN_PASSWORD, apiClient, createUser, setupSystem } from '../support/api.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { logInThroughUi } from '../support/flows.ts';
import { startMediaServer } from '../support/servers.ts';
import {
  addLicenseAndEvent,
  EVENT_EXTRAS,
  shootEmptyLicenses,
  shootNotifications,
  shootRuleEditor,
} from './screenshot-events.ts';
import { isExtra, shootRestoreDialog, shootWizard } from './screenshot-extras.ts';
import { startRecordingCamera, VIEW_PATH, VIEW_SERVER_ARGS, waitViewPlaying } from './screenshot-view.ts';

const DEFAULT_PAGES = [
  '/settings',
  '/settings/users',
  '/settings/servers',
  '/settings/advanced',
  '/settings/licenses',
  '/settings/event-rules',
  '/settings/event-log',
  '/settings/merge',
  '/health',
  '/monitoring',
  '/monitoring/logs',
  '/api-tool',
  '/server-documentation',
  VIEW_PATH,
  ...EVENT_EXTRAS,
];
const WIDTHS = [1440, 390];
const THEMES = ['light', 'dark'] as const;
const HEIGHT = Number(process.env.SCREENSHOT_HEIGHT) || 900;

const [outArg, ...pathArgs] = process.argv.slice(2);
const outDir = resolve(outArg ?? join(import.meta.dirname, '../.artifacts/screenshots'));
const requested = pathArgs.length ? pathArgs : DEFAULT_PAGES;
const isEventExtra = (p: string) => (EVENT_EXTRAS as readonly string[]).includes(p);
const pages = requested.filter((p) => !isExtra(p) && !isEventExtra(p));
mkdirSync(outDir, { recursive: true });

const withView = pages.includes(VIEW_PATH);
const server = await startMediaServer({
  logLevel: 'error',
  extraArgs: ['--developers', ...(withView ? VIEW_SERVER_ARGS : [])],
});
const profile = mkdtempSync(join(tmpdir(), 'argus-shots-'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const problems: string[] = [];
let cameras: Awaited<ReturnType<typeof startRecordingCamera>> | undefined;
try {
  const api = apiClient(server.url);
  const owner = await setupSystem(api, 'Site North');
  await createUser(api, owner, { name: 'operator', password: 'Operator-pass-1', role: 'advancedViewer' });
  await createUser(api, owner, { name: 'guard', password: 'Guard-pass-1', role: 'liveViewer' });
  if (withView) cameras = await startRecordingCamera(api, owner);
  /** Runs `shoot` in a fresh browser context per theme and width, logged in as the owner. */
  const eachView = async (shoot: (page: Page, shot: (name: string) => Promise<void>) => Promise<void>) => {
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: HEIGHT }, colorScheme: theme });
        const page = await context.newPage();
        page.on('console', (m) => {
          if (m.type() === 'error') problems.push(`${page.url()}: ${m.text()}`);
        });
        page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
        const shot = async (name: string) => {
          await page.screenshot({ path: join(outDir, `${name}-${theme}-${width}.png`), fullPage: true });
        };
        await logInThroughUi(page, `${server.url}${pages[0] ?? '/settings'}`, ADMIN, ADMIN_PASSWORD);
        await shoot(page, shot);
        await context.close();
      }
    }
  };
  // The empty Licenses page first, while the system has no license; then the data the other shots show.
  if (requested.includes('licenses-empty'))
    await eachView((page, shot) => shootEmptyLicenses(page, server.url, shot));
  if (requested.some((p) => isEventExtra(p) || /licenses|event-/.test(p)))
    await addLicenseAndEvent(api, owner);
  await eachView(async (page, shot) => {
    if (requested.includes('wizard')) await shootWizard(page, shot);
    for (const path of pages) {
      await page.goto(`${server.url}${path}`);
      if (path === VIEW_PATH) await waitViewPlaying(page);
      else await page.waitForLoadState('networkidle');
      await shot(path.replace(/^\//, '').replaceAll('/', '-') || 'root');
    }
    if (requested.includes('event-rule-editor')) await shootRuleEditor(page, server.url, shot);
    if (requested.includes('notifications')) await shootNotifications(page, server.url, shot);
    if (requested.includes('restore-dialog'))
      await shootRestoreDialog(page, `${server.url}/settings`, profile, shot);
  });
} finally {
  await browser.close();
  await cameras?.stop();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}
console.log(`Screenshots in ${outDir}`);
for (const p of problems) console.log(`console: ${p}`);
