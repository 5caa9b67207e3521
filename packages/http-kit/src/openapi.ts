/**
 * OpenAPI 3 documents generated from endpoint definitions: each named contract schema (its registry id)
 * becomes a component, each endpoint an operation on every concrete path it serves.
 */
import { type EndpointDef, endpointPaths, type HttpMethod } from '@argus/contract';
import { toJSONSchema } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, Json>>>;
  components: { schemas: Record<string, Json> };
}

/** JSON Schema of a contract schema; named sub-schemas are moved to `components` and referenced. */
function schemaOf(schema: $ZodType, io: 'input' | 'output', components: Record<string, Json>): Json {
  const {
    $schema: _drop,
    definitions,
    ...rest
  } = toJSONSchema(schema as never, { unrepresentable: 'any', io, target: 'openapi-3.0' }) as Json;
  const toComponents = (json: unknown) =>
    JSON.parse(JSON.stringify(json).replaceAll('"#/definitions/', '"#/components/schemas/')) as Json;
  for (const [name, def] of Object.entries((definitions ?? {}) as Record<string, Json>))
    components[name] ??= toComponents(def);
  return toComponents(rest);
}

function parametersOf(def: EndpointDef, path: string, components: Record<string, Json>): Json[] {
  const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (!def.query) return inPath;
  const query = schemaOf(def.query, 'input', components);
  const resolved =
    typeof query.$ref === 'string'
      ? (components[query.$ref.slice('#/components/schemas/'.length)] ?? query)
      : query;
  const properties = (resolved.properties ?? {}) as Record<string, Json>;
  const required = new Set((resolved.required ?? []) as string[]);
  return [
    ...inPath,
    ...Object.entries(properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
    })),
  ];
}

function operationOf(def: EndpointDef, path: string, components: Record<string, Json>): Json {
  const reply = def.reply ? schemaOf(def.reply, 'output', components) : undefined;
  const replySchema =
    reply && def.envelope
      ? {
          type: 'object',
          properties: {
            error: { type: 'string' },
            errorId: { type: 'string' },
            errorString: { type: 'string' },
            reply,
          },
        }
      : reply;
  return {
    summary: def.summary,
    tags: [def.tag],
    parameters: parametersOf(def, path, components),
    ...(def.body
      ? {
          requestBody: {
            content: { 'application/json': { schema: schemaOf(def.body, 'input', components) } },
          },
        }
      : {}),
    responses: {
      200: {
        description: 'OK',
        ...(replySchema ? { content: { 'application/json': { schema: replySchema } } } : {}),
      },
    },
  };
}

/** The document of the endpoints whose concrete paths pass `includes` (hidden endpoints are left out). */
export function openApiDocument(
  endpoints: readonly EndpointDef[],
  info: OpenApiDocument['info'],
  includes: (path: string) => boolean = () => true,
): OpenApiDocument {
  const doc: OpenApiDocument = { openapi: '3.0.3', info, paths: {}, components: { schemas: {} } };
  for (const def of endpoints) {
    if (def.hidden) continue;
    for (const concrete of endpointPaths(def)) {
      if (!includes(concrete)) continue;
      const path = concrete.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const item = doc.paths[path] ?? {};
      doc.paths[path] = item;
      item[def.method.toLowerCase() as Lowercase<HttpMethod>] = operationOf(
        def,
        path,
        doc.components.schemas,
      );
    }
  }
  return doc;
}
