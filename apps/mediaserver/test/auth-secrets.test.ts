import { describe, expect, it } from 'vitest';
import { createUser } from './auth-fixtures.ts';
import { bearer, startTestApp } from './support/test-app.ts';

/** Every field named like a secret (§3.10), with its path. */
function secretFields(value: unknown, path = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [];
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    if (/password|passwd|token|authkey|digest|hash/i.test(k)) out.push([here, v]);
    out.push(...secretFields(v, here));
  }
  return out;
}

const harmless = (v: unknown) =>
  v === null ||
  v === undefined ||
  v === '' ||
  typeof v === 'boolean' ||
  (typeof v === 'string' && /^\*+$/.test(v));

describe('no secret in any reply of the login calls (§3.10)', () => {
  it('returns the session token only where allowed and nothing else secret', async () => {
    const t = await startTestApp();
    await createUser(t, { name: 'Digesty', password: 'Digest-Pass-1', digest: true });
    const token = await t.login('admin', 'admin');
    const replies = await Promise.all(
      [
        { method: 'GET' as const, url: '/rest/v1/login/sessions', headers: bearer(token) },
        { method: 'GET' as const, url: `/rest/v1/login/sessions/${token}` },
        { method: 'GET' as const, url: '/rest/v1/login/users/Digesty' },
        { method: 'GET' as const, url: '/api/getCurrentUser', headers: bearer(token) },
        { method: 'GET' as const, url: '/api/getNonce' },
      ].map((r) => t.request(r)),
    );
    for (const res of replies) {
      expect(res.statusCode).toBe(200);
      const found = secretFields(res.json()).filter(
        ([path, v]) => !harmless(v) && !/(^|\.)token$/.test(path),
      );
      expect(found).toEqual([]);
      for (const [path, v] of secretFields(res.json())) {
        if (/(^|\.)token$/.test(path)) expect(String(v)).toMatch(/^vms-.{4}\.\.\.$/);
      }
      expect(res.body).not.toContain(token);
    }
  });
});
