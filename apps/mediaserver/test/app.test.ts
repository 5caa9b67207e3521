import { describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.ts';

describe('media server conventions', () => {
  it('answers unknown API paths with the REST error body and exact JSON content type', async () => {
    const t = await startTestApp();
    const res = await t.request({ method: 'GET', url: '/rest/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.json()).toMatchObject({ error: '9', errorId: 'notFound' });
  });

  it('keeps its identity across restarts of the process on the same data dir', async () => {
    const first = await startTestApp();
    const id = first.root.identity.serverId;
    await first.app.close();
    const second = await startTestApp({ dataDir: first.dataDir });
    expect(second.root.identity.serverId).toBe(id);
    expect(second.root.identity.runtimeId).not.toBe(first.root.identity.runtimeId);
  });
});
