/**
 * The API tool's view of the server's OpenAPI documents (spec 001 §7.11): one entry per operation, with the
 * address slug its page lives at, and the example body a request starts from.
 */

type Json = Record<string, unknown>;

export interface ApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Json;
}

export interface ApiEndpoint {
  method: string;
  /** The path as documented, with `{name}` for its path parameters. */
  path: string;
  /** `<path>-<method>` in lower case, words joined by `-`: `/api/createEvent` POST is `api-createevent-post`. */
  slug: string;
  tag: string;
  summary: string;
  description: string;
  parameters: ApiParameter[];
  /** The JSON schema of the request body, resolved; undefined when the call takes none. */
  body?: Json;
  /** The JSON schema of the 200 reply, resolved. */
  reply?: Json;
}

/** What the tool reads of an OpenAPI document. */
export interface ApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The address slug of an operation. */
export function endpointSlug(method: string, path: string): string {
  return `${path}-${method}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A schema with its `$ref`s replaced by the components they name (to `depth` levels; cycles stop there). */
export function resolveSchema(schema: unknown, components: Record<string, unknown>, depth = 6): Json {
  if (!schema || typeof schema !== 'object') return {};
  if (Array.isArray(schema)) return schema as never;
  const ref = (schema as Json).$ref;
  if (typeof ref === 'string') {
    const target = components[ref.replace('#/components/schemas/', '')];
    return depth > 0 ? resolveSchema(target, components, depth - 1) : { type: 'object' };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema as Json)) {
    if (key === 'properties' && value && typeof value === 'object')
      out[key] = Object.fromEntries(
        Object.entries(value as Json).map(([k, v]) => [k, resolveSchema(v, components, depth)]),
      );
    else if ((key === 'items' || key === 'additionalProperties') && value && typeof value === 'object')
      out[key] = resolveSchema(value, components, depth);
    else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(value))
      out[key] = value.map((v) => resolveSchema(v, components, depth));
    else out[key] = value;
  }
  return out;
}

function operationOf(method: string, path: string, raw: Json, components: Record<string, unknown>) {
  const content = (holder: unknown) =>
    ((holder as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.['application/json']
      ?.schema ?? undefined) as unknown;
  const body = content(raw.requestBody);
  const reply = content((raw.responses as Json | undefined)?.['200']);
  const endpoint: ApiEndpoint = {
    method: method.toUpperCase(),
    path,
    slug: endpointSlug(method, path),
    tag: ((raw.tags as string[] | undefined) ?? [])[0] ?? '',
    summary: typeof raw.summary === 'string' ? raw.summary : '',
    description: typeof raw.description === 'string' ? raw.description : '',
    parameters: ((raw.parameters as Json[] | undefined) ?? []).map((p) => ({
      name: String(p.name),
      in: p.in === 'path' ? 'path' : 'query',
      required: p.required === true,
      schema: resolveSchema(p.schema, components),
    })),
  };
  if (body !== undefined) endpoint.body = resolveSchema(body, components);
  if (reply !== undefined) endpoint.reply = resolveSchema(reply, components);
  return endpoint;
}

/** Every operation of the documents, in their order (paths, then methods). */
export function endpointsOf(documents: readonly ApiDocument[]): ApiEndpoint[] {
  return documents.flatMap((doc) => {
    const components = doc.components?.schemas ?? {};
    return Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m] && typeof item[m] === 'object').map((m) =>
        operationOf(m, path, item[m] as Json, components),
      ),
    );
  });
}

/**
 * A value that satisfies a schema, for a request to start from: its example or default, else the first of
 * its choices, else an empty value of its type; objects with their required properties and those that have
 * an example or a default (an empty optional value could be refused where leaving it out is not).
 */
/**
 * The parameters a form starts with: a server's `{id}` is `this` (the server answering, which every server
 * understands), so that a call about "this server" is one click.
 */
export function initialParameters(endpoint: Pick<ApiEndpoint, 'path'>): Record<string, string> {
  return /\/servers\/\{id\}(\/|$)/.test(endpoint.path) ? { id: 'this' } : {};
}

export function exampleOf(schema: Json | undefined, depth = 4): unknown {
  if (!schema) return undefined;
  if ('example' in schema) return schema.example;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const choices = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (choices?.[0]) return exampleOf(choices[0], depth);
  switch (schema.type) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    default: {
      const properties = schema.properties as Record<string, Json> | undefined;
      if (!properties || depth === 0) return {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const given = (property: Json) => 'example' in property || 'default' in property;
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([name, property]) => required.has(name) || given(property))
          .map(([name, property]) => [name, exampleOf(property, depth - 1)]),
      );
    }
  }
}
