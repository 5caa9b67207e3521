/** Headless Debian Chromium for benchmarks: one browser, a fresh context (empty cache) per cold load. */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { LoginModal } from '../../e2e/pages/LoginModal.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
  });
}

/** A context with nothing cached, sized like the e2e browser. */
export async function coldContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(15_000);
  return context;
}

/** A cold context logged in as `owner` of the server at `url` with a cookie session. */
export async function ownerContext(
  browser: Browser,
  url: string,
  owner: { login: string; password: string },
): Promise<BrowserContext> {
  const context = await coldContext(browser);
  const login = await context.request.post(`${url}/rest/v1/login/sessions`, {
    data: { username: owner.login, password: owner.password, setCookie: true },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  return context;
}

/** Runs `use` with a browser launched for it, closed afterwards. */
export async function withChromium<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launchChromium();
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** Waits for the login form; when it does not come, says what the page shows instead. */
export async function waitForLoginForm(page: Page): Promise<void> {
  try {
    await new LoginModal(page).waitOpen();
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 1_000 })
      .catch(() => '(unreadable)');
    throw new Error(
      `the login form did not show on ${page.url()}; the page shows: ${text.replace(/\s+/g, ' ').slice(0, 300)}`,
      { cause: error },
    );
  }
}
