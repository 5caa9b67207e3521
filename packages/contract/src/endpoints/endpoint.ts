/**
 * Endpoint definitions: one object per endpoint of an API, with its method, path, schemas and access rule.
 * The servers register their routes from these objects, the web app's typed client calls them, and the
 * OpenAPI documents are generated from them, so the three cannot drift apart.
 */
import type { $ZodRegistry, $ZodType, input, output } from 'zod/v4/core';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Which wire conventions an endpoint follows, i.e. which error mapper answers its failures. Each API names
 * its own: the media server's `rest` (error body) and `legacy` (envelope of `/api`, `/ec2`), the cloud's
 * `cloud` (`{resultCode, errorText, errorData}`).
 */
export type ApiFamily = 'rest' | 'legacy' | 'cloud';

export type ApiVersion = 'v1' | 'v2' | 'v3';

/**
 * The named schemas of one API, each with its id (its OpenAPI component name) and description. Every API keeps
 * its own (`mediaServerRegistry`, `cloudRegistry`), so two APIs may each name a schema `User`, and each API's
 * OpenAPI document holds only its own components.
 */
export type SchemaRegistry = $ZodRegistry<{ id: string; description?: string }>;

/**
 * One endpoint. `F` and `A` narrow the family and the access vocabulary to those of one API; code that
 * handles endpoints of any API (the route kit, the OpenAPI generator, the web client) uses the defaults.
 */
export interface EndpointDef<F extends ApiFamily = ApiFamily, A extends string = string> {
  method: HttpMethod;
  /** With `:name` parameters; REST paths start with `/rest/:version` and list their `versions`. */
  path: string;
  versions?: readonly ApiVersion[];
  family: F;
  /** Who may call it, in its API's vocabulary (the media server's `EndpointAccess`, the cloud's `CloudAccess`). */
  access: A;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tag. */
  tag: string;
  query?: $ZodType;
  body?: $ZodType;
  reply?: $ZodType;
  /**
   * REST default omission applies to the reply (media-server-api §1.5): fields equal to these named defaults,
   * or to the empty value of their type, are left out unless `_keepDefault=true`.
   */
  defaults?: Readonly<Record<string, unknown>>;
  /** The reply is wrapped in the legacy envelope `{error, errorId, errorString, reply}` (§2.2). */
  envelope?: boolean;
  /** The reply is not JSON (plain text, Markdown): the handler sends it itself. */
  raw?: boolean;
  /** Left out of the OpenAPI documents (e.g. a method that only explains why it is refused). */
  hidden?: boolean;
  /** The largest request body the endpoint takes, when it is larger than the server's default. */
  maxBodyBytes?: number;
  /**
   * A GET that changes state (legacy calls whose parameters write or start something). A browser follows a
   * link to it with the cookie, so the server also asks its `Referer` where it comes from (§3.3).
   */
  getWrite?: true;
}

/** Defaults shared by the endpoints of one area. */
export type EndpointGroup<F extends ApiFamily = ApiFamily> = Pick<EndpointDef<F>, 'family' | 'tag'> &
  Partial<Pick<EndpointDef<F>, 'versions' | 'defaults' | 'envelope'>>;

type Merged<G, D> = Omit<G, keyof D> & D;

/**
 * The `endpointGroup` of one API, typed with its families and access vocabulary:
 * `const group = endpointGroupOf<'cloud', CloudAccess>()`.
 */
export function endpointGroupOf<F extends ApiFamily, A extends string>() {
  return <const G extends EndpointGroup<F>>(group: G) =>
    <
      const D extends Partial<EndpointDef<F, A>> &
        Pick<EndpointDef<F, A>, 'method' | 'path' | 'access' | 'summary'>,
    >(
      def: D,
    ): Merged<G, D> & EndpointDef<F, A> =>
      ({ ...group, ...def }) as Merged<G, D> & EndpointDef<F, A>;
}

// ── Types derived from a definition ─────────────────────────────────────────────────────────────────────────

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of an endpoint, without the API version (the client chooses it). */
export type EndpointParams<E extends EndpointDef> = {
  [K in Exclude<ParamNames<E['path']>, 'version'>]: string;
};

type SchemaOut<S> = S extends $ZodType ? output<S> : undefined;
type SchemaIn<S> = S extends $ZodType ? input<S> : undefined;

/** What the server hands a handler after validation. */
export type EndpointQuery<E extends EndpointDef> = SchemaOut<E['query']>;
export type EndpointBody<E extends EndpointDef> = SchemaOut<E['body']>;
/** What a client sends. */
export type EndpointQueryInput<E extends EndpointDef> = SchemaIn<E['query']>;
export type EndpointBodyInput<E extends EndpointDef> = SchemaIn<E['body']>;
/** The reply (inside the envelope, where there is one). */
export type EndpointReply<E extends EndpointDef> = E['reply'] extends $ZodType ? output<E['reply']> : unknown;

/** True when the path names an API version parameter. */
export function hasVersion(def: EndpointDef): boolean {
  return def.path.includes(':version');
}

/**
 * The concrete path of an endpoint with its parameters filled in (percent-encoded) and the given or first
 * API version, e.g. `/rest/v1/users/admin`.
 */
export function endpointPath(
  def: EndpointDef,
  params: Readonly<Record<string, string>> = {},
  version: ApiVersion | undefined = def.versions?.[0],
): string {
  return def.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    if (name === 'version') {
      if (!version) throw new Error(`${def.method} ${def.path} names no API version`);
      return version;
    }
    const value = params[name];
    if (value === undefined) throw new Error(`${def.method} ${def.path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** Every concrete path of an endpoint, one per version (for the OpenAPI documents). */
export function endpointPaths(def: EndpointDef): string[] {
  if (!hasVersion(def)) return [def.path];
  return (def.versions ?? []).map((v) => def.path.replace(':version', v));
}
