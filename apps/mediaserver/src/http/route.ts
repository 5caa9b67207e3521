import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { toJSONSchema } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import type { Caller } from '../auth/caller.ts';
import { type Access, checkAccess } from './access.ts';
import { parseInput } from './validate.ts';

type Schema = $ZodType;
type Out<S> = S extends Schema ? output<S> : undefined;

export interface RouteContext<B, Q> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The authenticated caller; null only on routes with access `none`. */
  caller: Caller | null;
  body: B;
  query: Q;
  params: Record<string, string>;
}

export interface RouteDef<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
> {
  method: HTTPMethods | HTTPMethods[];
  /** Path relative to the plugin prefix, e.g. `/users/:id`. */
  url: string;
  /** One line for the OpenAPI document. */
  summary: string;
  access: Access;
  body?: B;
  query?: Q;
  /** Reply schema, for the OpenAPI document only. */
  reply?: Schema;
  /** Hide from the OpenAPI document. */
  hidden?: boolean;
  handler(ctx: RouteContext<Out<B>, Out<Q>>): unknown | Promise<unknown>;
}

/**
 * Replaces `{"$ref": "#/$defs/Name"}` (what zod emits for schemas registered with an id) by the definition:
 * route schemas must stand alone, since @fastify/swagger cannot resolve `$defs` (it fails on querystrings).
 */
function inlineDefs(node: unknown, defs: Record<string, unknown>, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineDefs(n, defs, depth));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, $defs: _nested, ...rest } = node as Record<string, unknown>;
  const name = typeof $ref === 'string' && $ref.startsWith('#/$defs/') ? $ref.slice(8) : null;
  if (name !== null && name in defs && depth < 32) {
    return inlineDefs({ ...(defs[name] as Record<string, unknown>), ...rest }, defs, depth + 1);
  }
  const out: Record<string, unknown> = $ref === undefined ? {} : { $ref };
  for (const [k, v] of Object.entries(rest)) out[k] = inlineDefs(v, defs, depth);
  return out;
}

function jsonSchema(schema: Schema): Record<string, unknown> {
  const {
    $schema: _drop,
    $defs,
    ...rest
  } = toJSONSchema(schema as never, {
    unrepresentable: 'any',
    io: 'input',
  }) as Record<string, unknown>;
  return inlineDefs(rest, ($defs ?? {}) as Record<string, unknown>) as Record<string, unknown>;
}

/** Paths (with prefix) and the methods registered on each, to answer other methods with 405. */
const registeredMethods = new WeakMap<object, Map<string, Set<string>>>();

/** Keyed by the HTTP server, which every encapsulated child instance shares. */
export function methodsByPath(app: FastifyInstance): Map<string, Set<string>> {
  let m = registeredMethods.get(app.server);
  if (!m) {
    m = new Map();
    registeredMethods.set(app.server, m);
  }
  return m;
}

/**
 * Registers routes: access check, input parsing with contract schemas (errors in the media server's texts),
 * and an OpenAPI description built from the same schemas. Handlers return the reply body; `undefined`
 * sends an empty 200.
 */
export function defineRoutes(
  app: FastifyInstance,
  // biome-ignore lint/suspicious/noExplicitAny: route definitions carry their own schema types
  routes: RouteDef<any, any>[],
  options: { tags?: string[] } = {},
): void {
  for (const def of routes) {
    const methods = Array.isArray(def.method) ? def.method : [def.method];
    const full = `${app.prefix}${def.url}`;
    const known = methodsByPath(app).get(full) ?? new Set<string>();
    for (const m of methods) known.add(m);
    methodsByPath(app).set(full, known);
    app.route({
      method: methods,
      url: def.url,
      schema: {
        summary: def.summary,
        hide: def.hidden ?? false,
        ...(options.tags ? { tags: options.tags } : {}),
        ...(def.body ? { body: jsonSchema(def.body) } : {}),
        ...(def.query ? { querystring: jsonSchema(def.query) } : {}),
        ...(def.reply ? { response: { 200: jsonSchema(def.reply) } } : {}),
      },
      // Validation is done with the contract schemas below; the JSON schemas only document.
      validatorCompiler: () => () => true,
      serializerCompiler: () => (data) => JSON.stringify(data),
      handler: async (request, reply) => {
        const caller = checkAccess(def.access, request);
        const body = def.body ? parseInput(def.body, request.body, 'body') : undefined;
        const query = def.query ? parseInput(def.query, request.query, 'query') : undefined;
        const result = await def.handler({
          request,
          reply,
          caller,
          body,
          query,
          params: request.params as Record<string, string>,
        });
        if (reply.sent) return reply;
        if (result === undefined) return reply.code(reply.statusCode || 200).send('');
        return reply.type('application/json').send(JSON.stringify(result));
      },
    });
  }
}
