import { loginEndpoints, serversEndpoints, settingsEndpoints } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import * as webEndpoints from '../src/lib/endpoints.ts';
import {
  areaModuleSource,
  endpointsModuleSource,
  ROUTE_KEYS,
  routeModuleSource,
  routeOf,
} from '../vite-plugins/endpoint-routes.ts';

type Definition = Record<string, unknown>;

describe('endpoint routes of the production build', () => {
  it('keep what the client reads and leave schemas and summaries out', () => {
    const route = routeOf(serversEndpoints.moduleInformation as unknown as Definition);
    expect(route).toEqual({
      method: 'GET',
      path: '/api/moduleInformation',
      family: 'legacy',
      envelope: true,
    });
    expect(routeOf(loginEndpoints.session as unknown as Definition)).toEqual({
      method: 'GET',
      path: '/rest/:version/login/sessions/:token',
      versions: ['v1', 'v2', 'v3'],
      family: 'rest',
    });
    for (const key of Object.keys(routeOf(settingsEndpoints.change as unknown as Definition)))
      expect(ROUTE_KEYS).toContain(key);
  });

  it('give each area a namespace module, and each endpoint a module of its own', () => {
    // Virtual module ids start with a NUL character, written as \u0000 in the generated source.
    expect(endpointsModuleSource(['loginEndpoints'])).toBe(
      'export * as loginEndpoints from "\\u0000argus-endpoint-area:loginEndpoints";\n',
    );
    const area = areaModuleSource('loginEndpoints', loginEndpoints as unknown as Record<string, Definition>);
    expect(area).toContain(
      'export { route as logIn } from "\\u0000argus-endpoint-route:loginEndpoints/logIn";',
    );
    expect(area.split('\n').filter(Boolean)).toHaveLength(Object.keys(loginEndpoints).length);
    const module = routeModuleSource(loginEndpoints.logIn as unknown as Definition);
    expect(module).toMatch(
      /^export const route = \{"method":"POST","path":"\/rest\/:version\/login\/sessions"/,
    );
    expect(module).not.toContain('summary');
  });

  it('cover every area the web app imports, each a plain object of endpoints', () => {
    for (const [name, area] of Object.entries(webEndpoints)) {
      expect(name).toMatch(/Endpoints$/);
      for (const endpoint of Object.values(area)) expect(routeOf(endpoint as Definition).path).toMatch(/^\//);
    }
  });
});
