/**
 * Licenses for tests: a license block bound to this host's hardware id, stored through
 * `PUT /rest/v1/licenses/{key}` (recording needs a channel per camera).
 */
import { expect } from 'vitest';
import type { AuthHeaders, TestApp } from './test-app.ts';

export interface TestLicense {
  key?: string;
  count?: number;
  licenseClass?: string;
  /** `YYYY-MM-DD HH:MM:SS`; none: perpetual. */
  expiration?: string;
  hardwareId?: string;
  orderType?: string;
}

export const TEST_LICENSE_KEY = 'TEST-0000-0000-0001';

export function licenseBlock(l: TestLicense & { hardwareId: string }): string {
  return [
    'NAME=Test',
    `SERIAL=${l.key ?? TEST_LICENSE_KEY}`,
    `HWID=${l.hardwareId}`,
    `COUNT=${l.count ?? 16}`,
    `CLASS=${l.licenseClass ?? 'digital'}`,
    'VERSION=5.1',
    'BRAND=argus',
    ...(l.expiration ? [`EXPIRATION=${l.expiration}`] : []),
    `ORDERTYPE=${l.orderType ?? 'regular'}`,
    'SIGNATURE2=dGVzdA==',
    'DEACTIVATIONS=3',
  ].join('\n');
}

type Call = (
  method: 'GET' | 'PUT',
  url: string,
  payload?: object,
) => Promise<{ status: number; body: string }>;

/** Stores a license for this host through the API (`call` reaches the server as an admin). */
export async function putLicense(call: Call, l: TestLicense = {}): Promise<string> {
  const ids = await call('GET', '/ec2/getHardwareIdsOfServers');
  expect(ids.status, ids.body).toBe(200);
  const hardwareId =
    l.hardwareId ??
    (JSON.parse(ids.body) as { reply: { hardwareIds: string[] }[] }).reply[0]!.hardwareIds[0]!;
  const key = l.key ?? TEST_LICENSE_KEY;
  const res = await call('PUT', `/rest/v1/licenses/${key}`, {
    licenseBlock: licenseBlock({ ...l, key, hardwareId }),
  });
  expect(res.status, res.body).toBe(200);
  return key;
}

/** `putLicense` over an in-process test app. */
export function installLicense(t: TestApp, auth: AuthHeaders, l: TestLicense = {}): Promise<string> {
  return putLicense(async (method, url, payload) => {
    const res = await t.request({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.body };
  }, l);
}

/** `putLicense` over HTTP (a server in its own process). */
export function installLicenseAt(base: string, auth: Record<string, string>, l: TestLicense = {}) {
  return putLicense(async (method, url, payload) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
    });
    return { status: res.status, body: await res.text() };
  }, l);
}
