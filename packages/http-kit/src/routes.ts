/**
 * Routes from endpoint definitions. A route is an endpoint of the contract plus its handler; registering it
 * checks access, parses the query and body with the endpoint's schemas, and shapes the reply the way the
 * endpoint declares (REST default omission, legacy envelope). Handlers return the reply model.
 */
import {
  type ApiFamily,
  type EndpointBody,
  type EndpointDef,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
  hasVersion,
} from '@argus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { prepareReply } from './frozen-replies.ts';
import { shapeRestReply } from './rest-shape.ts';
import { parseInput } from './validate.ts';

/**
 * Decides whether a request may call an endpoint, from the endpoint's access rule (in its API's vocabulary):
 * returns the caller, or throws a domain error. A server whose sessions live in a database answers with a
 * promise; a synchronous answer costs no promise per request.
 */
export type Authorize<C> = (access: string, request: FastifyRequest) => C | null | Promise<C | null>;

export interface RouteContext<E extends EndpointDef, C> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** Never null unless anybody may call the endpoint. */
  caller: E['access'] extends 'none' ? C | null : C;
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
}

/** Lists of cached (frozen) models may be returned as they are. */
type Loose<T> = T extends (infer I)[] ? readonly I[] : T;

/** A reply model; `undefined` for an empty 200; the reply itself when the handler sent it. */
export type RouteResult<E extends EndpointDef> =
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler with a block body and no return is `void`
  (E['reply'] extends undefined ? undefined | void : Loose<EndpointReply<E>>) | FastifyReply;

/** How a route reads its body, when not as JSON in memory (an upload streamed to a file). */
export interface RouteOptions {
  /** Runs once access is granted, before the body is parsed: may return the stream the parser then reads. */
  preParsing?: preParsingAsyncHookHandler;
}

export interface Route<C> {
  endpoint: EndpointDef;
  // biome-ignore lint/suspicious/noExplicitAny: each route's handler carries its own endpoint's types
  handler(context: RouteContext<any, C>): unknown;
  options?: RouteOptions;
}

/** The `route` function of a server whose callers are of type C. */
export function routeFactory<C>() {
  return <const E extends EndpointDef>(
    endpoint: E,
    handler: (context: RouteContext<E, C>) => RouteResult<E> | Promise<RouteResult<E>>,
    options?: RouteOptions,
  ): Route<C> => ({ endpoint, handler: handler as Route<C>['handler'], ...(options ? { options } : {}) });
}

/** What registration records on each route, for error mapping and the OpenAPI documents. */
export interface EndpointRouteConfig {
  family: ApiFamily;
  endpoint: EndpointDef;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    family?: ApiFamily;
    endpoint?: EndpointDef;
  }
  interface FastifyRequest {
    /** The caller access was granted to, set by the route before its body is read (see registerRoutes). */
    routeCaller: unknown;
  }
}

/** The Fastify path of an endpoint: several API versions share one route through a constrained parameter. */
export function routePath(def: EndpointDef): string {
  if (!hasVersion(def)) return def.path;
  const versions = def.versions ?? [];
  if (versions.length === 1) return def.path.replace(':version', versions[0]!);
  return def.path.replace(':version', `:version(^(?:${versions.join('|')})$)`);
}

interface Registry {
  endpoints: EndpointDef[];
  /** Fastify path → the endpoints registered on it (the other methods are answered with 405). */
  paths: Map<string, EndpointDef[]>;
}

/** Keyed by the HTTP server, which every encapsulated child instance shares. */
const registries = new WeakMap<object, Registry>();

export function registryOf(app: FastifyInstance): Registry {
  let r = registries.get(app.server);
  if (!r) {
    r = { endpoints: [], paths: new Map() };
    registries.set(app.server, r);
  }
  return r;
}

/** The endpoints registered on a server, in registration order. */
export function registeredEndpoints(app: FastifyInstance): readonly EndpointDef[] {
  return registryOf(app).endpoints;
}

function sendModel(def: EndpointDef, request: FastifyRequest, reply: FastifyReply, result: unknown) {
  const shaped = def.defaults
    ? shapeRestReply(request.query, result as Record<string, unknown>, def.defaults)
    : result;
  const prepared = prepareReply(shaped, def.envelope ?? false, request.headers['accept-encoding']);
  reply.type('application/json');
  if (prepared.encoding)
    reply.header('content-encoding', prepared.encoding).header('vary', 'accept-encoding');
  return reply.send(prepared.body);
}

/** Path parameters without the API version (an object rest copy only when there is a version to drop). */
function withoutVersion(params: Record<string, string>): Record<string, string> {
  if (params.version === undefined) return params;
  const { version: _version, ...rest } = params;
  return rest;
}

/** Registers routes at the server's root (paths are absolute). */
export function registerRoutes<C>(
  app: FastifyInstance,
  routes: readonly Route<C>[],
  authorize: Authorize<C>,
) {
  const registry = registryOf(app);
  // A property of every request (declared once, so that requests keep one shape), not a map on the side.
  if (!app.hasRequestDecorator('routeCaller')) app.decorateRequest('routeCaller', null);
  for (const { endpoint: def, handler, options } of routes) {
    const url = routePath(def);
    registry.paths.set(url, [...(registry.paths.get(url) ?? []), def]);
    registry.endpoints.push(def);
    app.route({
      method: def.method,
      url,
      config: { family: def.family, endpoint: def },
      ...(def.maxBodyBytes ? { bodyLimit: def.maxBodyBytes } : {}),
      // Access is decided from the headers alone, before the body is read: a caller who may not call the
      // endpoint never makes the server read, buffer or parse a body (an upload of hundreds of MB).
      // Callback style: no promise per request. What authorize throws reaches the error handler.
      onRequest: (request, _reply, done) => {
        const caller = authorize(def.access, request);
        if (caller instanceof Promise) {
          caller.then(
            (c) => {
              request.routeCaller = c;
              done();
            },
            (err: Error) => done(err),
          );
          return;
        }
        request.routeCaller = caller;
        done();
      },
      ...(options?.preParsing ? { preParsing: options.preParsing } : {}),
      handler: async (request, reply) => {
        const caller = (request.routeCaller ?? null) as C | null;
        const body = def.body ? parseInput(def.body, request.body, 'body') : undefined;
        const query = def.query ? parseInput(def.query, request.query, 'query') : undefined;
        const params = withoutVersion(request.params as Record<string, string>);
        const result = await handler({ request, reply, caller, body, query, params });
        if (reply.sent || result === reply) return reply;
        if (result === undefined) return reply.code(reply.statusCode || 200).send('');
        return sendModel(def, request, reply, result);
      },
    });
  }
}
