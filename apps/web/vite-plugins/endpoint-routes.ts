import { join } from 'node:path';
import { normalizePath, type Plugin, runnerImport } from 'vite';

/** The web app's module of endpoint definitions (`src/lib/endpoints.ts`). */
export const ENDPOINTS_MODULE = normalizePath(join(import.meta.dirname, '../src/lib/endpoints.ts'));

/** What the client reads of an endpoint definition at run time. */
export const ROUTE_KEYS = ['method', 'path', 'versions', 'family', 'defaults', 'envelope', 'raw'] as const;

type Definition = Record<string, unknown>;

/** One endpoint definition reduced to its route. */
export function routeOf(endpoint: Definition): Definition {
  const out: Definition = {};
  for (const key of ROUTE_KEYS) if (endpoint[key] !== undefined) out[key] = endpoint[key];
  return out;
}

const AREA_PREFIX = '\0argus-endpoint-area:';
const ROUTE_PREFIX = '\0argus-endpoint-route:';

/**
 * The source of the module that stands for `src/lib/endpoints.ts`: each area as the namespace of its own
 * module, so that `usersEndpoints.get` is a static reference the bundler resolves to that one route (the
 * endpoints a page never calls are left out).
 */
export function endpointsModuleSource(areaNames: readonly string[]): string {
  return areaNames
    .map((name) => `export * as ${name} from ${JSON.stringify(AREA_PREFIX + name)};\n`)
    .join('');
}

/**
 * The source of one area's module: one export per endpoint, each from a module of its own, so that a route
 * lands in the chunk of the pages that call it (modules, not exports, are what chunks are made of).
 */
export function areaModuleSource(areaName: string, area: Record<string, Definition>): string {
  return Object.keys(area)
    .map((key) => `export { route as ${key} } from ${JSON.stringify(`${ROUTE_PREFIX}${areaName}/${key}`)};\n`)
    .join('');
}

/** The source of one endpoint's module: its route. */
export function routeModuleSource(endpoint: Definition): string {
  return `export const route = ${JSON.stringify(routeOf(endpoint))};\n`;
}

/**
 * Production builds load `src/lib/endpoints.ts` as the endpoint definitions it re-exports from the contract,
 * reduced to their routes: the same method, path, versions, family, defaults and envelope flag, without the
 * zod schemas and summaries. The client checks replies against the schemas only in development and tests,
 * and importing the definitions themselves would put zod and every schema of each area onto the login page.
 * Each area is a module of its own with one export per endpoint, so a page's chunk holds only the endpoints
 * it calls.
 */
export function endpointRoutes(): Plugin {
  let production = false;
  let areas: Promise<Record<string, Record<string, Definition>>> | null = null;
  // Evaluates the real module (and so the contract) in Node, outside this build, once per build.
  const loadAreas = () => {
    areas ??= runnerImport<Record<string, Record<string, Definition>>>(ENDPOINTS_MODULE, {
      configFile: false,
      logLevel: 'silent',
    }).then((r) => r.module);
    return areas;
  };
  const areaNamed = async (name: string) => {
    const area = (await loadAreas())[name];
    if (!area) throw new Error(`src/lib/endpoints.ts exports no ${name}`);
    return area;
  };
  return {
    name: 'argus-endpoint-routes',
    apply: 'build',
    configResolved(config) {
      production = config.isProduction && config.mode !== 'test';
    },
    buildStart() {
      areas = null;
    },
    resolveId(id) {
      return id.startsWith(AREA_PREFIX) || id.startsWith(ROUTE_PREFIX) ? id : null;
    },
    async load(id) {
      if (id.startsWith(AREA_PREFIX)) {
        const name = id.slice(AREA_PREFIX.length);
        return areaModuleSource(name, await areaNamed(name));
      }
      if (id.startsWith(ROUTE_PREFIX)) {
        const [name = '', key = ''] = id.slice(ROUTE_PREFIX.length).split('/');
        const endpoint = (await areaNamed(name))[key];
        if (!endpoint) throw new Error(`${name} has no endpoint ${key}`);
        return routeModuleSource(endpoint);
      }
      if (!production || normalizePath(id) !== ENDPOINTS_MODULE) return null;
      return endpointsModuleSource(Object.keys(await loadAreas()));
    },
  };
}
