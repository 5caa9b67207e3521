import type { EndpointDef } from '@argus/contract';
import { MEDIA_SERVER_ENDPOINTS } from '@argus/contract/mediaserver';
import { registeredEndpoints } from '@argus/http-kit';
import { describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.ts';

const CONTRACT: EndpointDef[] = Object.values(MEDIA_SERVER_ENDPOINTS).flatMap((area) => Object.values(area));

describe('routes', () => {
  it('register every endpoint of the contract exactly once (no copies per version or under /web)', async () => {
    const t = await startTestApp();
    const registered = registeredEndpoints(t.app);
    expect(registered).toHaveLength(CONTRACT.length);
    expect(new Set(registered).size).toBe(registered.length);
    for (const endpoint of CONTRACT)
      expect(registered, `${endpoint.method} ${endpoint.path}`).toContain(endpoint);
    const table = t.app.printRoutes({ commonPrefix: false });
    expect(table).not.toMatch(/(^|\s)\/web\//m);
  });

  it('serve v1, v2 and /web from the same route', async () => {
    const t = await startTestApp();
    for (const url of ['/rest/v1/system/info', '/rest/v2/system/info', '/web/rest/v1/system/info']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().version).toMatch(/^5\.1\./);
    }
    expect((await t.request({ method: 'GET', url: '/rest/v3/system/info' })).statusCode).toBe(404);
  });
});
