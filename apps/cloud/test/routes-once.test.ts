/**
 * Every endpoint of the contract is served by exactly one route, so that no endpoint can be left unserved;
 * the test hook (cloud-api §8.7) only with `--debug-hooks`.
 */
import { CLOUD_ENDPOINTS, testHookEndpoints } from '@argus/contract/cloud';
import { registeredEndpoints } from '@argus/http-kit';
import { describe, expect, it } from 'vitest';
import { startCloud } from './support/test-cloud.ts';

const TEST_HOOK: ReadonlySet<unknown> = new Set(Object.values(testHookEndpoints));

async function servedCounts(debugHooks: boolean) {
  const cloud = await startCloud({ debugHooks });
  const registered = registeredEndpoints(cloud.app);
  const keys = registered.map((e) => `${e.method} ${e.path}`);
  expect(new Set(keys).size, 'one route per method and path').toBe(keys.length);
  return (endpoint: unknown) => registered.filter((e) => e === endpoint).length;
}

describe('routes', () => {
  it('serves every endpoint of the contract once, and the test hook not at all', async () => {
    const count = await servedCounts(false);
    for (const endpoint of CLOUD_ENDPOINTS)
      expect(count(endpoint), `${endpoint.method} ${endpoint.path}`).toBe(TEST_HOOK.has(endpoint) ? 0 : 1);
  });

  it('serves the test hook once with --debug-hooks', async () => {
    const count = await servedCounts(true);
    for (const endpoint of CLOUD_ENDPOINTS)
      expect(count(endpoint), `${endpoint.method} ${endpoint.path}`).toBe(1);
  });
});
