import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  accountEndpoints,
  CLOUD_ENDPOINT_AREAS,
  CLOUD_ENDPOINTS,
  type CloudAccess,
  cdbEndpoints,
  cloudRegistry,
  customPropertyEndpoints,
  oauthEndpoints,
  sharingEndpoints,
  systemEndpoints,
  transferEndpoints,
  twoFactorEndpoints,
  utilsEndpoints,
} from '../../src/cloud/index.ts';

const ACCESS: readonly CloudAccess[] = ['none', 'session', 'account', 'cdb', 'cdbAccount', 'staff'];

/** A route as the router sees it: the method and the path with parameters unnamed. */
const routeKey = (e: { method: string; path: string }) =>
  `${e.method} ${e.path.replace(/:[A-Za-z0-9_]+/g, ':')}`;

describe('cloud endpoints', () => {
  it('each has a known access, a tag, a summary and an absolute unversioned path', () => {
    expect(CLOUD_ENDPOINTS.length).toBeGreaterThan(80);
    for (const e of CLOUD_ENDPOINTS) {
      const name = `${e.method} ${e.path}`;
      expect(ACCESS, name).toContain(e.access);
      expect(e.family, name).toBe('cloud');
      expect(e.tag.length, name).toBeGreaterThan(0);
      expect(e.summary.length, name).toBeGreaterThan(0);
      expect(e.path, name).toMatch(/^\/(api|oauth|cdb|nxlicensed\/api\/v2)\//);
      expect(e.path, name).not.toMatch(/:version|\/$/);
    }
  });

  it('name each method and path once (parameter names aside)', () => {
    const keys = CLOUD_ENDPOINTS.map(routeKey);
    const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(twice).toEqual([]);
  });

  it('list every area once', () => {
    const all = Object.values(CLOUD_ENDPOINT_AREAS).flatMap((area) => Object.values(area));
    expect(CLOUD_ENDPOINTS).toEqual(all);
    expect(CLOUD_ENDPOINT_AREAS).toMatchObject({
      account: accountEndpoints,
      twoFactor: twoFactorEndpoints,
      oauth: oauthEndpoints,
      systems: systemEndpoints,
      sharing: sharingEndpoints,
      transfer: transferEndpoints,
      cdb: cdbEndpoints,
      utils: utilsEndpoints,
      customProperties: customPropertyEndpoints,
    });
  });

  it('give bodies and queries as named schemas of the cloud registry', () => {
    for (const e of CLOUD_ENDPOINTS)
      for (const schema of [e.body, e.query])
        if (schema) expect(cloudRegistry.get(schema)?.id, `${e.method} ${e.path}`).toBeTruthy();
  });

  it('turn every schema into JSON Schema (the OpenAPI document)', () => {
    for (const e of CLOUD_ENDPOINTS)
      for (const [io, schema] of [
        ['input', e.body],
        ['input', e.query],
        ['output', e.reply],
      ] as const)
        if (schema)
          expect(() =>
            z.toJSONSchema(schema as z.ZodMiniType, { io, unrepresentable: 'any', metadata: cloudRegistry }),
          ).not.toThrow();
  });

  it('cover the calls of the reference with its access rules', () => {
    // [method, path, access]: "session or token" = account, anonymous forms with email+password = none.
    const expected: [string, string, CloudAccess][] = [
      // §2.2
      ['POST', '/api/account', 'session'],
      ['POST', '/api/account/register', 'none'],
      ['POST', '/api/account/activate', 'none'],
      ['POST', '/api/account/loginCode', 'none'],
      ['POST', '/api/account/loginTokens', 'none'],
      ['POST', '/api/account/restorePassword', 'none'],
      ['POST', '/api/account/changePassword', 'session'],
      ['POST', '/api/account/delete', 'session'],
      ['POST', '/api/account/verify', 'session'],
      ['POST', '/api/account/authKey', 'session'],
      ['POST', '/api/account/check', 'none'],
      ['POST', '/api/account/checkCode', 'none'],
      ['POST', '/api/account/checkAuthCode', 'none'],
      ['POST', '/api/account/security', 'session'],
      ['DELETE', '/api/account/security', 'session'],
      ['GET', '/api/account/timeSincePassword', 'session'],
      ['POST', '/api/account/renewSession', 'session'],
      ['POST', '/api/account/refreshAccessToken', 'session'],
      ['POST', '/api/account/reviewCookie', 'session'],
      // §3
      ['POST', '/api/2fa/verification', 'account'],
      ['GET', '/api/2fa/verification', 'none'],
      ['POST', '/api/2fa/updateSession', 'account'],
      ['POST', '/api/2fa/backup', 'account'],
      ['GET', '/api/2fa/backup/codes', 'account'],
      ['GET', '/api/2fa/backup', 'none'],
      ['DELETE', '/api/2fa/backup', 'account'],
      ['POST', '/api/systems/toggle2fa', 'session'],
      // §4
      ['POST', '/oauth/authenticate', 'none'],
      ['GET', '/oauth/token', 'none'],
      ['POST', '/oauth/token', 'none'],
      ['GET', '/oauth/introspect', 'none'],
      ['POST', '/oauth/revoke', 'session'],
      ['POST', '/oauth/logout', 'none'],
      ['POST', '/api/systems/revokeToken', 'account'],
      ['POST', '/cdb/oauth2/token', 'none'],
      ['GET', '/cdb/oauth2/token/:token', 'cdb'],
      ['DELETE', '/cdb/oauth2/token/:token', 'cdbAccount'],
      ['DELETE', '/cdb/oauth2/user/self', 'cdbAccount'],
      // §5.2
      ['GET', '/api/systems', 'session'],
      ['GET', '/api/systems/:id', 'session'],
      ['POST', '/api/systems/connect', 'none'],
      ['POST', '/api/systems/disconnect', 'none'],
      ['POST', '/api/systems/:id/name', 'session'],
      ['GET', '/api/systems/:id/users', 'session'],
      ['POST', '/api/systems/:id/users', 'none'],
      ['GET', '/api/systems/:id/accessRoles', 'session'],
      ['POST', '/api/systems/:id/code', 'session'],
      ['POST', '/api/systems/:id/token', 'session'],
      ['POST', '/api/systems/group-users', 'session'],
      // §5.13
      ['POST', '/cdb/systems/bind', 'cdbAccount'],
      ['POST', '/cdb/system/bind', 'cdbAccount'],
      ['GET', '/cdb/system/get', 'cdb'],
      ['GET', '/cdb/systems/:id', 'cdb'],
      ['GET', '/cdb/system/getCloudUsers', 'cdb'],
      // [design] A system pushes the cloud users changed on its server (cloud-api §5.4 item 3).
      ['POST', '/cdb/system/share', 'cdb'],
      ['POST', '/cdb/systems/:id/users', 'cdbAccount'],
      ['POST', '/cdb/system/rename', 'cdbAccount'],
      ['GET', '/cdb/system/getAccessRoleList', 'cdbAccount'],
      ['DELETE', '/cdb/system/:id', 'cdbAccount'],
      ['POST', '/cdb/system/unbind', 'cdb'], // a media server's cloudUnbind tells the cloud with its own credentials
      ['GET', '/cdb/auth/getNonce', 'cdb'],
      ['GET', '/cdb/account/get', 'cdbAccount'],
      ['GET', '/cdb/ping', 'none'],
      // §6
      ['GET', '/api/transfer', 'account'],
      ['POST', '/api/transfer/:systemId', 'account'],
      ['PUT', '/api/transfer/:systemId', 'account'],
      ['DELETE', '/api/transfer/:systemId', 'account'],
      // §8.1, §8.4, §8.7
      ['GET', '/api/utils/settings', 'none'],
      ['GET', '/api/utils/languages', 'none'],
      ['GET', '/api/utils/language', 'none'],
      ['POST', '/api/utils/language', 'none'],
      ['GET', '/api/utils/cloudCapabilities', 'none'],
      ['GET', '/api/utils/cloudCapabilites', 'none'],
      ['GET', '/api/utils/visitedKey', 'none'],
      ['POST', '/api/utils/visitedKey', 'none'],
      ['GET', '/api/ping', 'none'],
      ['GET', '/api/custom-properties/:name', 'account'],
      ['POST', '/api/custom-properties/:name', 'account'],
      ['GET', '/api/custom-properties/:name/:email', 'account'],
      ['POST', '/api/custom-properties/:name/:email', 'account'],
      ['POST', '/api/robot/get_code', 'none'],
      // §2.2, already there
      ['GET', '/api/account', 'none'],
      ['POST', '/api/account/login', 'none'],
      ['POST', '/api/account/logout', 'session'],
    ];
    const found = new Map(CLOUD_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e.access]));
    for (const [method, path, access] of expected)
      expect(found.get(`${method} ${path}`), `${method} ${path}`).toBe(access);
  });

  it('leave the test hook and the misspelt path out of the documents', () => {
    const hidden = CLOUD_ENDPOINTS.filter((e) => e.hidden).map((e) => e.path);
    expect(hidden.sort()).toEqual(['/api/robot/get_code', '/api/utils/cloudCapabilites']);
  });
});
