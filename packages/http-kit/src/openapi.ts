/**
 * OpenAPI 3 documents generated from endpoint definitions, one document per API: each schema named in that
 * API's registry (its id) becomes a component, each endpoint an operation on every concrete path it serves.
 * Schemas another API names are not components here, so two APIs may each have a `User`.
 */
import { type EndpointDef, endpointPaths, type HttpMethod, type SchemaRegistry } from '@argus/contract';
import { toJSONSchema } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  /** Every tag an operation has, sorted: readers group the operations by them. */
  tags: { name: string }[];
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, Json>>>;
  components: { schemas: Record<string, Json> };
}

/** What the operations of one document are built with: the API's named schemas and the components so far. */
interface DocumentContext {
  registry: SchemaRegistry;
  components: Record<string, Json>;
}

/** JSON Schema of a contract schema; sub-schemas the API names are moved to `components` and referenced. */
function schemaOf(schema: $ZodType, io: 'input' | 'output', { registry, components }: DocumentContext): Json {
  const {
    $schema: _drop,
    definitions,
    ...rest
  } = toJSONSchema(schema as never, {
    unrepresentable: 'any',
    io,
    target: 'openapi-3.0',
    metadata: registry,
  }) as Json;
  const toComponents = (json: unknown) =>
    JSON.parse(JSON.stringify(json).replaceAll('"#/definitions/', '"#/components/schemas/')) as Json;
  for (const [name, def] of Object.entries((definitions ?? {}) as Record<string, Json>))
    components[name] ??= toComponents(def);
  return toComponents(rest);
}

function parametersOf(def: EndpointDef, path: string, context: DocumentContext): Json[] {
  const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (!def.query) return inPath;
  const query = schemaOf(def.query, 'input', context);
  const resolved =
    typeof query.$ref === 'string'
      ? (context.components[query.$ref.slice('#/components/schemas/'.length)] ?? query)
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

function operationOf(def: EndpointDef, path: string, context: DocumentContext): Json {
  const reply = def.reply ? schemaOf(def.reply, 'output', context) : undefined;
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
    parameters: parametersOf(def, path, context),
    ...(def.body
      ? {
          requestBody: {
            content: { 'application/json': { schema: schemaOf(def.body, 'input', context) } },
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

export interface OpenApiOptions {
  /** The API's named schemas (`mediaServerRegistry`, `cloudRegistry`): its components. */
  registry: SchemaRegistry;
  /** Which concrete paths the document lists (all by default). */
  includes?: (path: string) => boolean;
}

/** The document of one API's endpoints (hidden endpoints are left out). */
export function openApiDocument(
  endpoints: readonly EndpointDef[],
  info: OpenApiDocument['info'],
  { registry, includes = () => true }: OpenApiOptions,
): OpenApiDocument {
  const doc: OpenApiDocument = { openapi: '3.0.3', info, tags: [], paths: {}, components: { schemas: {} } };
  const tags = new Set<string>();
  const context: DocumentContext = { registry, components: doc.components.schemas };
  for (const def of endpoints) {
    if (def.hidden) continue;
    for (const concrete of endpointPaths(def)) {
      if (!includes(concrete)) continue;
      const path = concrete.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const item = doc.paths[path] ?? {};
      doc.paths[path] = item;
      item[def.method.toLowerCase() as Lowercase<HttpMethod>] = operationOf(def, path, context);
      tags.add(def.tag);
    }
  }
  doc.tags = [...tags].sort().map((name) => ({ name }));
  return doc;
}
