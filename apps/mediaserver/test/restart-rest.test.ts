import { describe, expect, it, vi } from 'vitest';
import { ownerAuth, userWithRole } from './servers-fixtures.ts';
import { startTestApp } from './support/test-app.ts';

describe('restart requests', () => {
  it('POST /rest/v1/servers/this/restart replies {} and then asks for the restart', async () => {
    const requestRestart = vi.fn();
    const t = await startTestApp({ requestRestart });
    const auth = await ownerAuth(t);
    for (const url of [
      '/rest/v1/servers/this/restart',
      `/rest/v2/servers/${t.root.identity.serverId}/restart`,
    ]) {
      requestRestart.mockClear();
      const res = await t.request({ method: 'POST', url, headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
      await vi.waitFor(() => expect(requestRestart).toHaveBeenCalledTimes(1));
    }
  });

  it('is for administrators with a fresh session, and only for existing servers', async () => {
    let now = Date.now();
    const requestRestart = vi.fn();
    const t = await startTestApp({ requestRestart, clock: () => now });
    const viewer = await userWithRole(t, 'advancedViewer');
    expect((await t.request({ method: 'POST', url: '/rest/v1/servers/this/restart' })).statusCode).toBe(401);
    const denied = await t.request({ method: 'POST', url: '/rest/v1/servers/this/restart', headers: viewer });
    expect(denied.statusCode).toBe(403);
    const admin = await userWithRole(t, 'administrator');
    const unknown = '11111111-2222-3333-4444-555555555555';
    const missing = await t.request({
      method: 'POST',
      url: `/rest/v1/servers/${unknown}/restart`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    now += 601_000;
    const stale = await t.request({ method: 'POST', url: '/rest/v1/servers/this/restart', headers: admin });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errorId).toBe('sessionExpired');
    expect(requestRestart).not.toHaveBeenCalled();
  });

  it('POST /api/restart answers the legacy envelope with reply null, for admins only', async () => {
    const requestRestart = vi.fn();
    const t = await startTestApp({ requestRestart });
    const viewer = await userWithRole(t, 'viewer');
    expect((await t.request({ method: 'POST', url: '/api/restart', headers: viewer })).json()).toMatchObject({
      error: '4',
      errorId: 'forbidden',
    });
    expect(requestRestart).not.toHaveBeenCalled();
    const res = await t.request({ method: 'POST', url: '/api/restart', headers: await ownerAuth(t) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: '0', errorId: 'ok', errorString: '', reply: null });
    await vi.waitFor(() => expect(requestRestart).toHaveBeenCalledTimes(1));
  });
});
