/**
 * Screenshots of what a page path cannot reach, for `screenshots.ts`: the setup wizard (its Advanced step,
 * and its last step on a plain-HTTP page after a preset that accepts only HTTPS) on a fresh server, and the
 * restore dialog of Backup and restore.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { BackupSection } from '../pages/BackupSection.ts';
import { SetupWizard } from '../pages/SetupWizard.ts';
import { ADMIN_PASSWORD } from '../support/api.ts';
import { startMediaServer } from '../support/servers.ts';

/** Waits until no CSS transition or animation runs (a dialog has faded in). */
async function settled(page: Page): Promise<void> {
  // A string: e2e code is typed without the DOM library.
  await page.waitForFunction("document.getAnimations().every((a) => a.playState !== 'running')");
}

/** Names that stand for these screenshots among the paths. */
export const EXTRAS = ['wizard', 'restore-dialog'] as const;
export type Extra = (typeof EXTRAS)[number];

export const isExtra = (name: string): name is Extra => (EXTRAS as readonly string[]).includes(name);

/** The wizard on a new server of its own: `wizard-advanced-…` and `wizard-ready-https-…`. */
export async function shootWizard(page: Page, shot: (name: string) => Promise<void>): Promise<void> {
  const server = await startMediaServer({ logLevel: 'error' });
  try {
    await page.goto(`${server.url}/`);
    const wizard = new SetupWizard(page);
    await wizard.enterDetails('Site North', ADMIN_PASSWORD);
    await settled(page);
    await shot('wizard-advanced');
    await wizard.applySetup();
    await wizard.httpsNotice.waitFor();
    await settled(page);
    await shot('wizard-ready-https');
  } finally {
    await server.stop();
  }
}

/** The restore dialog on /settings (logged in as the owner), asking about a chosen file. */
export async function shootRestoreDialog(
  page: Page,
  settingsUrl: string,
  dir: string,
  shot: (name: string) => Promise<void>,
): Promise<void> {
  await page.goto(settingsUrl);
  const file = join(dir, 'Site-North_2026-11-24_14-05-33.db');
  writeFileSync(file, 'not really a backup');
  const backup = new BackupSection(page);
  await backup.chooseFile(file);
  await settled(page);
  await shot('restore-dialog');
  await backup.confirmRestore.click();
  await backup.refusal.waitFor();
  await settled(page);
  await shot('restore-dialog-refused');
  await backup.cancelRestore.click();
  await backup.dialog.waitFor({ state: 'hidden' });
}
