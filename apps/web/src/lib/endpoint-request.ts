import {
  type EndpointBodyInput,
  type EndpointDef,
  type EndpointParams,
  type EndpointQueryInput,
  endpointPath,
} from '@argus/contract';
import { checkReply } from './reply-check.ts';

/** How one call of an endpoint is made. */
export interface CallSettings<E extends EndpointDef> {
  query?: EndpointQueryInput<E>;
  body?: EndpointBodyInput<E>;
  /** Milliseconds; the client's default (the spec's default request timeout) otherwise. */
  timeoutMs?: number;
  /** Do not have the user log in again when the call needs a fresh session. */
  noReauth?: boolean;
  signal?: AbortSignal;
  /** Headers of this call only, e.g. `X-Server-Guid` for a call meant for another server of the system. */
  headers?: Readonly<Record<string, string>>;
}

type HasParams<E extends EndpointDef> = [keyof EndpointParams<E>] extends [never] ? false : true;

/** The options of a call: the path parameters are required exactly when the path has some. */
export type CallOptions<E extends EndpointDef> = CallSettings<E> &
  (HasParams<E> extends true ? { params: EndpointParams<E> } : { params?: undefined });

/** `client.call(endpoint)` may leave the options out when the endpoint has no path parameters. */
export type CallArgs<E extends EndpointDef> =
  HasParams<E> extends true ? [options: CallOptions<E>] : [options?: CallOptions<E>];

/** The parts of a call the transport needs. */
export interface CallOptionsAtRuntime extends CallSettings<EndpointDef> {
  params?: Readonly<Record<string, string>>;
}

/**
 * The address of a call: the endpoint's path with its parameters, the query, and `_keepDefault=true` for
 * endpoints whose replies leave out default values otherwise (media-server-api §1.5): the app always reads
 * whole objects.
 */
export function callUrl(endpoint: EndpointDef, options: CallOptionsAtRuntime): string {
  const path = endpointPath(endpoint, options.params);
  const params = new URLSearchParams();
  const query = (options.query ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  if (endpoint.defaults) params.set('_keepDefault', 'true');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The reply inside the legacy envelope where the endpoint has one, checked against its schema. */
export function replyOf(endpoint: EndpointDef, body: unknown): unknown {
  const reply = endpoint.envelope ? (body as { reply?: unknown } | undefined)?.reply : body;
  checkReply(endpoint, reply);
  return reply;
}
