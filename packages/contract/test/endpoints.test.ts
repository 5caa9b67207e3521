import { describe, expect, it } from 'vitest';
import { type EndpointDef, endpointPath, endpointPaths } from '../src/index.ts';
import {
  MEDIA_SERVER_ENDPOINTS,
  serversEndpoints,
  settingsEndpoints,
  usersEndpoints,
} from '../src/mediaserver/index.ts';

const ALL: EndpointDef[] = Object.values(MEDIA_SERVER_ENDPOINTS).flatMap((area) => Object.values(area));

describe('endpoint definitions', () => {
  it('build concrete paths with the first version and encoded parameters', () => {
    expect(endpointPath(usersEndpoints.get, { id: 'a b/c' })).toBe('/rest/v1/users/a%20b%2Fc');
    expect(endpointPath(usersEndpoints.get, { id: 'x' }, 'v2')).toBe('/rest/v2/users/x');
    expect(endpointPath(settingsEndpoints.manifestV2, { name: '*' })).toBe(
      '/rest/v2/system/settings/*/manifest',
    );
    expect(endpointPath(serversEndpoints.moduleInformation)).toBe('/api/moduleInformation');
    expect(() => endpointPath(usersEndpoints.get, {})).toThrow(/missing path parameter id/);
  });

  it('list one concrete path per version', () => {
    expect(endpointPaths(usersEndpoints.list)).toEqual(['/rest/v1/users', '/rest/v2/users']);
    expect(endpointPaths(settingsEndpoints.manifest)).toEqual(['/rest/v1/system/settingsManifest']);
  });

  it('name each method and path once, every REST path with its versions and every legacy call outside /rest', () => {
    const keys = ALL.flatMap((e) => endpointPaths(e).map((p) => `${e.method} ${p}`));
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of ALL) {
      if (e.path.includes(':version')) expect(e.versions?.length, e.path).toBeGreaterThan(0);
      if (e.family === 'legacy') expect(e.path, e.path).toMatch(/^\/(api|ec2)\//);
      expect(e.summary.length, e.path).toBeGreaterThan(0);
    }
  });
});

describe('query flags', () => {
  it('are true when present empty, true or 1, or merely starting so (`allModules=true?auth=...`)', async () => {
    const { queryFlag } = await import('../src/index.ts');
    for (const v of ['', 'true', 'TRUE', '1', 'true?auth=abc', '1?x', ['true'], true])
      expect(queryFlag(v), String(v)).toBe(true);
    for (const v of [undefined, 'false', '0', 'no', false, 'yes'])
      expect(queryFlag(v), String(v)).toBe(false);
  });
});
