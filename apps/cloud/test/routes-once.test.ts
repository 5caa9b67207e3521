/** Every cloud endpoint of the contract is served by exactly one route. */
import { sessionEndpoints } from '@argus/contract/cloud';
import { registeredEndpoints } from '@argus/http-kit';
import { describe, expect, it } from 'vitest';
import { startCloud } from './support/test-cloud.ts';

describe('routes', () => {
  it('registers each endpoint once', async () => {
    const cloud = await startCloud();
    const registered = registeredEndpoints(cloud.app);
    for (const endpoint of Object.values(sessionEndpoints))
      expect(
        registered.filter((e) => e === endpoint),
        `${endpoint.method} ${endpoint.path}`,
      ).toHaveLength(1);
    const keys = registered.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
