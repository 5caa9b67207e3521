/**
 * The accessibility sweep's views and checks, shared by the files that scan pages: every state a page shows is
 * scanned with axe in the light and the dark scheme at 1440 and 390 px, and must have no violation, one main
 * landmark and one h1.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Scheme, Shell } from '../pages/Shell.ts';
import { type AxeViolation, describeViolations, scan } from './axe.ts';

export interface View {
  scheme: Scheme;
  width: number;
}

export const VIEWS: readonly View[] = [
  { scheme: 'light', width: 1440 },
  { scheme: 'light', width: 390 },
  { scheme: 'dark', width: 1440 },
  { scheme: 'dark', width: 390 },
];
export const VIEW_HEIGHT = 900;

/** Scans what the page shows now in every view, and returns to the first view. */
export async function scanEveryView(
  page: Page,
  name: string,
  views: readonly View[] = VIEWS,
): Promise<AxeViolation[]> {
  const shell = new Shell(page);
  const found: AxeViolation[] = [];
  for (const { scheme, width } of views) {
    await shell.useScheme(scheme);
    await page.setViewportSize({ width, height: VIEW_HEIGHT });
    await shell.settled();
    found.push(...(await scan(page, `${name} (${scheme}, ${width} px)`)));
  }
  const [first] = views;
  if (first) {
    await shell.useScheme(first.scheme);
    await page.setViewportSize({ width: first.width, height: VIEW_HEIGHT });
  }
  return found;
}

/** No axe violation in any view, exactly one main landmark and one visible h1 (beyond axe's "at least one"). */
export async function expectNoViolations(
  page: Page,
  name: string,
  views: readonly View[] = VIEWS,
): Promise<void> {
  const violations = await scanEveryView(page, name, views);
  expect(describeViolations(violations), `axe found ${violations.length} violation(s)`).toBe('');
  expect(await page.locator('main, [role="main"]').count(), `${name}: main landmarks`).toBe(1);
  expect(await page.locator('h1:visible').allTextContents(), `${name}: h1`).toHaveLength(1);
}

/**
 * Waits until `dialog` has faded in and expects it, and the page under it, to pass in every view; then closes
 * it with Escape unless `keepOpen`.
 */
export async function expectDialogPasses(
  page: Page,
  dialog: Locator,
  name: string,
  { keepOpen = false, views = VIEWS }: { keepOpen?: boolean; views?: readonly View[] } = {},
): Promise<void> {
  await dialog.waitFor({ state: 'visible' });
  await new Shell(page).settled();
  await expectNoViolations(page, name, views);
  if (keepOpen) return;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}
