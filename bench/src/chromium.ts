/** Headless Debian Chromium for benchmarks: one browser, a fresh context (cold cache) per load. */
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
  });
}

/** Waits until the login modal's password field is visible (the login page is usable). */
export async function waitForLoginForm(page: Page, timeoutMs = 15_000): Promise<void> {
  // Mantine appends an aria-hidden " *" to required labels; getByLabel reads the label's text.
  await page.getByLabel(/^Password( \*)?$/).waitFor({ state: 'visible', timeout: timeoutMs });
}
