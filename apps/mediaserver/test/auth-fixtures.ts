/** Test-only helpers for the auth and login tests: users made directly in the database, digests, keys. */
import { randomUUID } from 'node:crypto';
import { PERMISSION_PRESETS } from '@argus/contract';
import { digestHa1, hashPassword, md5hex } from '../src/auth/password.ts';
import type { UserRow } from '../src/modules/users/index.ts';
import type { TestApp } from './support/test-app.ts';

export interface UserOptions {
  name: string;
  password?: string;
  digest?: boolean;
  enabled?: boolean;
  type?: 'local' | 'ldap' | 'cloud';
  permissions?: string;
  userRoleId?: string;
  isOwner?: boolean;
}

export async function createUser(t: TestApp, o: UserOptions): Promise<UserRow> {
  const password = o.type === 'cloud' ? null : (o.password ?? 'Secret-Pass-1');
  return t.root.users.insert({
    id: randomUUID(),
    name: o.name,
    type: o.type ?? 'local',
    isOwner: o.isOwner ?? false,
    permissions: o.permissions ?? PERMISSION_PRESETS.viewer,
    isEnabled: o.enabled ?? true,
    isHttpDigestEnabled: o.digest ?? false,
    ...(o.userRoleId ? { userRoleId: o.userRoleId } : {}),
    passwordHash: password === null ? null : await hashPassword(password),
    digestHa1: password !== null && o.digest ? digestHa1(o.name, password) : null,
    createdAtMs: t.root.clock(),
  });
}

export const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

/** An RFC 2617 Digest header computed the way a client does it, from the server's challenge. */
export function digestHeader(
  user: string,
  password: string,
  method: string,
  uri: string,
  nonce: string,
  qop?: { nc: string; cnonce: string },
): { authorization: string } {
  const ha1 = md5hex(`${user.toLowerCase()}:VMS:${password}`);
  const ha2 = md5hex(`${method}:${uri}`);
  const response = qop
    ? md5hex(`${ha1}:${nonce}:${qop.nc}:${qop.cnonce}:auth:${ha2}`)
    : md5hex(`${ha1}:${nonce}:${ha2}`);
  const extra = qop ? `, qop=auth, nc=${qop.nc}, cnonce="${qop.cnonce}"` : '';
  return {
    authorization: `Digest username="${user}", realm="VMS", nonce="${nonce}", uri="${uri}", response="${response}", algorithm=MD5${extra}`,
  };
}

/** The URL auth key of §3.5. */
export function authKey(user: string, password: string, nonce: string, method: string): string {
  const ha1 = md5hex(`${user.toLowerCase()}:VMS:${password}`);
  const response = md5hex(`${ha1}:${nonce}:${md5hex(`${method}:`)}`);
  return Buffer.from(`${user.toLowerCase()}:${nonce}:${response}`).toString('base64');
}

export async function getNonce(t: TestApp): Promise<string> {
  const res = await t.request({ method: 'GET', url: '/api/getNonce' });
  return res.json().reply.nonce as string;
}

/** A clock the test moves by hand. */
export function fakeClock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  return {
    clock: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The nonce of a `WWW-Authenticate: Digest ...` challenge. */
export function challengeNonce(header: string | string[] | number | undefined): string {
  const m = /nonce="([^"]+)"/.exec(String(header));
  if (!m) throw new Error(`no nonce in ${String(header)}`);
  return m[1]!;
}

/** Cookies of a reply by name, with their attribute strings. */
export function cookiesOf(setCookie: string | string[] | undefined): Map<string, string> {
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return new Map(list.map((c) => [c.slice(0, c.indexOf('=')), c]));
}

export function cookieValue(cookie: string | undefined): string {
  if (!cookie) return '';
  return cookie.slice(cookie.indexOf('=') + 1, cookie.indexOf(';') < 0 ? undefined : cookie.indexOf(';'));
}
