import { expect } from 'vitest';
import { bearer, startTestApp, type TestApp } from './test-app.ts';

/** Fixtures for the user, role, layout and web-page tests: data goes through the public API. */
export const ADMIN_ID = '99cbc715-539b-4bfe-856f-799b45b69b1e';
export const PREDEFINED = {
  owner: '00000000-0000-0000-0000-100000000000',
  administrator: '00000000-0000-0000-0000-100000000001',
  advancedViewer: '00000000-0000-0000-0000-100000000002',
  viewer: '00000000-0000-0000-0000-100000000003',
  liveViewer: '00000000-0000-0000-0000-100000000004',
} as const;
export const ADMIN_PERMISSIONS =
  'GlobalAdminPermission|GlobalEditCamerasPermission|GlobalControlVideoWallPermission|GlobalViewLogsPermission|GlobalViewArchivePermission|GlobalExportPermission|GlobalViewBookmarksPermission|GlobalManageBookmarksPermission|GlobalUserInputPermission|GlobalAccessAllMediaPermission';

export interface TestUser {
  id: string;
  name: string;
  password: string;
  token: string;
}

/** Creates a local user as `asToken` (the owner by default) and logs it in. */
export async function createUser(
  t: TestApp,
  name: string,
  fields: Record<string, unknown> = {},
  asToken?: string,
): Promise<TestUser> {
  const token = asToken ?? (await t.login('admin', 'admin'));
  const password = 'Secret-123';
  const res = await t.request({
    method: 'POST',
    url: '/rest/v1/users',
    headers: bearer(token),
    payload: { name, password, ...fields },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().id as string;
  return { id, name, password, token: await t.login(name, password) };
}

/** Every secret-looking field of a reply is absent or harmless (media-server-api §3.10). */
export function expectNoSecrets(body: string): void {
  if (body === '') return;
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const item of v) walk(item);
      return;
    }
    if (v === null || typeof v !== 'object') return;
    for (const [k, inner] of Object.entries(v)) {
      if (/password|passwd|token|authkey|digest|hash|cryptsha512/i.test(k))
        expect(inner === '' || inner === null || typeof inner === 'boolean', `secret field ${k}`).toBe(true);
      walk(inner);
    }
  };
  walk(JSON.parse(body));
  expect(body).not.toMatch(/\$argon2/);
}

/** A fresh app and an owner session (before setup, `admin`/`admin` is the owner). */
export async function setup(): Promise<{ t: TestApp; token: string }> {
  const t = await startTestApp();
  return { t, token: await t.login('admin', 'admin') };
}

/** Asserts a REST error reply: status, exact content type, errorId and (when given) the exact text. */
export function expectError(
  res: { statusCode: number; json(): unknown; body: string; headers: Record<string, unknown> },
  status: number,
  errorId: string,
  errorString?: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toBe('application/json');
  const body = res.json() as Record<string, unknown>;
  expect(body.errorId).toBe(errorId);
  if (errorString !== undefined) expect(body.errorString).toBe(errorString);
}
