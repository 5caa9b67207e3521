/**
 * Harness self-test: needs no UI. A real media server starts on a free port, its API answers, Chromium
 * loads `/` and gets the web app's HTML, and stopping removes the process group and the data dir.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { systemInfo } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { startMediaServer } from '../support/servers.ts';

describe('e2e harness', () => {
  const ms = useMediaServer();

  it('starts a real media server whose system info answers', async () => {
    const info = await systemInfo(ms().api);
    expect(info.version).toMatch(/^5\.1\./);
    expect(info.name).toBe('');
    const res = await fetch(ms().url('/rest/v1/system/info'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
  });

  it(
    'stops a server by PID and removes its data dir',
    async () => {
      const other = await startMediaServer();
      expect(existsSync(other.dataDir)).toBe(true);
      await other.stop();
      expect(existsSync(other.dataDir)).toBe(false);
      expect(() => process.kill(-other.pid, 0)).toThrow();
      await expect(fetch(`${other.url}/rest/v1/system/info`)).rejects.toThrow();
    },
    SERVER_START_TIMEOUT_MS,
  );

  describe('in Chromium', () => {
    const browser = useBrowser();

    it('opens / and gets the web app HTML', async () => {
      const { page } = browser();
      const response = await page.goto(ms().url('/'), { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      expect(await page.locator('#root').count()).toBe(1);
    });
  });
});
