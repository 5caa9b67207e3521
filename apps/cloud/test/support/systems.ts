/** Systems as a test's account makes them. */
import { expect } from 'vitest';
import type { Browser } from './browser.ts';
import { knownSecrets } from './test-cloud.ts';

/** Connects a system as the browser's account; its auth key (shown once) is a secret no reply may show. */
export async function connectSystem(browser: Browser, name = 'Site 1') {
  const res = await browser.request({ method: 'POST', url: '/api/systems/connect', payload: { name } });
  expect(res.statusCode, res.body).toBe(200);
  knownSecrets.add(res.json().authKey);
  return res.json() as { id: string; authKey: string };
}
