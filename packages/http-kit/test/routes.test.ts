import { Forbidden, Unauthorized } from '@argus/contract';
import {
  endpointGroup,
  legacyError,
  restErrorBody,
  restErrorStatus,
  V1_V2,
} from '@argus/contract/mediaserver';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  type Authorize,
  type ErrorMapper,
  installErrorHandling,
  installMethodNotAllowed,
  openApiDocument,
  registeredEndpoints,
  registerRoutes,
  routeFactory,
} from '../src/index.ts';

interface TestCaller {
  name: string;
  admin: boolean;
}

const rest = endpointGroup({ family: 'rest', tag: 'Things', versions: V1_V2, defaults: { color: 'red' } });
const legacy = endpointGroup({ family: 'legacy', tag: 'Things (legacy)', envelope: true });
/** The test API's named schemas. */
const thingSchemas = z.registry<{ id: string; description?: string }>();
const thing = z.object({ id: z.string(), color: z.string(), size: z.number() }).register(thingSchemas, {
  id: 'Thing',
  description: 'A thing.',
});
const endpoints = {
  get: rest({
    method: 'GET',
    path: '/rest/:version/things/:id',
    summary: 'One thing',
    access: 'user',
    reply: thing,
  }),
  create: rest({
    method: 'POST',
    path: '/rest/:version/things',
    summary: 'Create a thing',
    access: 'admin',
    body: z.object({ color: z.string(), size: z.number() }),
    reply: thing,
  }),
  legacyGet: legacy({
    method: 'GET',
    path: '/api/getThing',
    summary: 'One thing, legacy',
    access: 'none',
    query: z.object({ id: z.string() }),
    reply: thing,
  }),
};

const route = routeFactory<TestCaller>();

/** `x-user: name[:admin]` authenticates; admin rules need `:admin`. */
const authorize: Authorize<TestCaller> = (access, request) => {
  const header = request.headers['x-user'];
  const caller =
    typeof header === 'string' ? { name: header.split(':')[0]!, admin: header.endsWith(':admin') } : null;
  if (access === 'none') return caller;
  if (!caller) throw new Unauthorized();
  if (access.startsWith('admin') && !caller.admin) throw new Forbidden();
  return caller;
};

const ERROR_IDS = {
  notFound: 'notFound',
  forbidden: 'forbidden',
  unauthorized: 'unauthorized',
  missingParameter: 'missingParameter',
  invalidParameter: 'invalidParameter',
  methodNotAllowed: 'badRequest',
} as const;

const mapper =
  (body: typeof restErrorBody): ErrorMapper =>
  (error, _request, reply) => {
    const id = ERROR_IDS[error.kind as keyof typeof ERROR_IDS] ?? 'badRequest';
    return reply
      .code(error.kind === 'methodNotAllowed' ? 405 : restErrorStatus(id))
      .type('application/json')
      .send(JSON.stringify(body(id, error.text)));
  };

const apps: FastifyInstance[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

async function app(): Promise<FastifyInstance> {
  const a = Fastify();
  apps.push(a);
  installErrorHandling(a, {
    mappers: { rest: mapper(restErrorBody), legacy: mapper(legacyError as typeof restErrorBody) },
    familyOfUnrouted: (request) => (request.url.startsWith('/api/') ? 'legacy' : 'rest'),
  });
  registerRoutes(
    a,
    [
      route(endpoints.get, ({ params, caller }) => ({
        id: params.id,
        color: caller.name === 'x' ? 'blue' : 'red',
        size: 0,
      })),
      route(endpoints.create, ({ body }) => ({ id: 'new', ...body })),
      route(endpoints.legacyGet, ({ query }) => ({ id: query.id, color: 'red', size: 1 })),
    ],
    authorize,
  );
  installMethodNotAllowed(a, authorize);
  return a;
}

describe('routes from endpoint definitions', () => {
  it('serve every declared version from one route and shape REST replies (default omission)', async () => {
    const a = await app();
    for (const v of ['v1', 'v2']) {
      const res = await a.inject({ url: `/rest/${v}/things/t1`, headers: { 'x-user': 'u' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: 't1' });
    }
    const full = await a.inject({ url: '/rest/v1/things/t1?_keepDefault=true', headers: { 'x-user': 'u' } });
    expect(full.json()).toEqual({ id: 't1', color: 'red', size: 0 });
    expect((await a.inject({ url: '/rest/v3/things/t1', headers: { 'x-user': 'u' } })).statusCode).toBe(404);
    expect(registeredEndpoints(a)).toHaveLength(3);
  });

  it('check access before the input, and answer in the family of the route', async () => {
    const a = await app();
    const anonymous = await a.inject({ method: 'POST', url: '/rest/v1/things', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const user = await a.inject({
      method: 'POST',
      url: '/rest/v1/things',
      payload: {},
      headers: { 'x-user': 'u' },
    });
    expect(user.json()).toMatchObject({ errorId: 'forbidden' });
    const missing = await a.inject({
      method: 'POST',
      url: '/rest/v1/things',
      payload: { size: 2 },
      headers: { 'x-user': 'u:admin' },
    });
    expect(missing.json()).toEqual(restErrorBody('missingParameter', 'Missing required parameter: color.'));
    const legacyMissing = await a.inject({ url: '/api/getThing' });
    expect(legacyMissing.json()).toMatchObject({ error: '1', errorId: 'missingParameter', reply: null });
  });

  it('wrap legacy replies in the envelope', async () => {
    const a = await app();
    const res = await a.inject({ url: '/api/getThing?id=7' });
    expect(res.json()).toEqual({
      error: '0',
      errorId: 'ok',
      errorString: '',
      reply: { id: '7', color: 'red', size: 1 },
    });
  });

  it('answer other methods with 405, only to callers who pass the path’s write access', async () => {
    const a = await app();
    expect((await a.inject({ method: 'DELETE', url: '/rest/v1/things' })).statusCode).toBe(401);
    expect(
      (await a.inject({ method: 'DELETE', url: '/rest/v1/things', headers: { 'x-user': 'u' } })).statusCode,
    ).toBe(403);
    const admin = await a.inject({
      method: 'DELETE',
      url: '/rest/v2/things',
      headers: { 'x-user': 'u:admin' },
    });
    expect(admin.statusCode).toBe(405);
    expect(admin.json()).toMatchObject({ errorString: 'This endpoint does not allow DELETE.' });
  });

  it('describe the endpoints as OpenAPI, named schemas as components', () => {
    const doc = openApiDocument(
      Object.values(endpoints),
      { title: 'Things', version: '1' },
      { registry: thingSchemas },
    );
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/getThing',
      '/rest/v1/things',
      '/rest/v1/things/{id}',
      '/rest/v2/things',
      '/rest/v2/things/{id}',
    ]);
    expect(doc.paths['/rest/v1/things/{id}']!.get!.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(doc.paths['/api/getThing']!.get!.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'query', required: true }),
    ]);
    expect(doc.components.schemas.Thing).toMatchObject({ type: 'object' });
    expect(JSON.stringify(doc.paths['/rest/v1/things/{id}'])).toContain('#/components/schemas/Thing');
  });
});
