/** Wire details existing Nx clients depend on (issue: run existing Nx clients unchanged). */
import { describe, expect, it } from 'vitest';
import { completeSetup } from './servers-fixtures.ts';
import { bearer, startTestApp } from './support/test-app.ts';

describe('boolean query flags', () => {
  it('take allModules=true?auth=... (a URL key appended to a URL with a query) as true', async () => {
    const t = await startTestApp();
    const url = '/api/moduleInformation?allModules=true?auth=ZHVtbXk6MTox';
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().reply)).toBe(true);
    for (const value of ['', '1', 'TRUE']) {
      const list = await t.request({ method: 'GET', url: `/api/moduleInformation?allModules=${value}` });
      expect(Array.isArray(list.json().reply), value).toBe(true);
    }
    for (const value of ['false', '0']) {
      const one = await t.request({ method: 'GET', url: `/api/moduleInformation?allModules=${value}` });
      expect(Array.isArray(one.json().reply), value).toBe(false);
    }
  });

  it('read _keepDefault the same way', async () => {
    const t = await startTestApp();
    const token = await t.login('admin', 'admin');
    const get = async (query: string) =>
      (
        await t.request({ method: 'GET', url: `/rest/v1/users/admin${query}`, headers: bearer(token) })
      ).json();
    for (const query of ['?_keepDefault', '?_keepDefault=1', '?_keepDefault=true']) {
      expect(await get(query), query).toHaveProperty('fullName', '');
    }
    for (const query of ['', '?_keepDefault=false', '?_keepDefault=0']) {
      expect(await get(query), query).not.toHaveProperty('fullName');
    }
  });
});

describe('PUT at an unknown id', () => {
  it('creates a server record there (owner), ignoring keys it does not know', async () => {
    const t = await startTestApp();
    completeSetup(t);
    const token = await t.login('admin', 'admin');
    const id = '2f6d9a3e-6b2c-4d21-9a41-0c5e77a1b001';
    const res = await t.request({
      method: 'PUT',
      url: `/rest/v1/servers/{${id.toUpperCase()}}`,
      headers: bearer(token),
      payload: {
        name: 'Annex',
        url: 'https://10.0.0.5:7001',
        status: 'Online',
        parentId: 'legacy extra',
        typeId: 'x',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Annex', url: 'https://10.0.0.5:7001', status: 'Offline' });
    const again = await t.request({
      method: 'PUT',
      url: `/rest/v1/servers/${id}`,
      headers: bearer(token),
      payload: { name: 'Annex 2' },
    });
    expect(again.json()).toMatchObject({ id, name: 'Annex 2' });
    const list = await t.request({ method: 'GET', url: '/rest/v1/servers', headers: bearer(token) });
    expect(list.json().map((s: { id: string }) => s.id)).toContain(id);
  });
});
