/**
 * Failures become wire bodies in one place: each API family has a mapper from domain errors to its reply
 * (the media server's REST body and legacy envelope, the cloud's own). A route's family comes from its
 * endpoint definition; only requests that match no route fall back to `familyOfUnrouted`.
 */
import {
  type ApiFamily,
  BadRequest,
  DomainError,
  type EndpointDef,
  Internal,
  MethodNotAllowed,
  NotFound,
  PayloadTooLarge,
  UnsupportedMediaType,
  UriTooLong,
} from '@argus/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Authorize, registryOf } from './routes.ts';

/** Writes one domain error as the family's reply. */
export type ErrorMapper = (error: DomainError, request: FastifyRequest, reply: FastifyReply) => FastifyReply;

export interface ErrorHandling {
  /** The mapper of each family the server serves. */
  mappers: Partial<Record<ApiFamily, ErrorMapper>>;
  /** The family of a request no route matched (an unknown path). */
  familyOfUnrouted(request: FastifyRequest): ApiFamily;
}

const handlings = new WeakMap<object, ErrorHandling>();

export function familyOf(request: FastifyRequest, handling: ErrorHandling): ApiFamily {
  return request.routeOptions.config?.family ?? handling.familyOfUnrouted(request);
}

/** Sends a domain error in the family of the request's route. */
export function sendDomainError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: DomainError,
): FastifyReply {
  const handling = handlings.get(request.server.server);
  if (!handling) throw new Error('installErrorHandling() was not called');
  const family = familyOf(request, handling);
  const mapper = handling.mappers[family];
  if (!mapper) throw new Error(`no error mapper for the ${family} family`);
  return mapper(error, request, reply);
}

/**
 * Failures Fastify raises itself (body parsing, limits) as domain errors. Their texts are the server's own:
 * a parser's message may quote the input, and no reply repeats what the client sent.
 */
export function fromFastifyError(err: FastifyError): DomainError {
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new UnsupportedMediaType();
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new PayloadTooLarge();
  if (err instanceof SyntaxError || err.code?.startsWith('FST_ERR_CTP')) {
    return new BadRequest('The request body is not valid JSON.');
  }
  const status = err.statusCode ?? 500;
  if (status === 404) return new NotFound();
  if (status === 413) return new PayloadTooLarge();
  if (status === 414) return new UriTooLong();
  return status < 500 ? new BadRequest() : new Internal();
}

export function installErrorHandling(app: FastifyInstance, handling: ErrorHandling): void {
  handlings.set(app.server, handling);
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const error = err instanceof DomainError ? err : fromFastifyError(err);
    if (error.kind === 'internal') request.log.error(err);
    return sendDomainError(request, reply, error);
  });
}

/**
 * The access rule for methods a path does not serve: that of its writes (the strictest there is), without
 * the fresh-session demand. A caller who may not write on the path learns nothing about its methods.
 */
function strayMethodAccess(endpoints: readonly EndpointDef[]): string {
  const write = endpoints.find((e) => e.method !== 'GET') ?? endpoints[0]!;
  return write.access.replace(/\*$/, '');
}

/**
 * Answers every method that a registered path does not serve with 405 (media-server-api §2.1), to callers
 * who pass the path's write access (the others get 401 or 403). Call after all routes are registered.
 */
export function installMethodNotAllowed<C>(app: FastifyInstance, authorize: Authorize<C>): void {
  const all = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  for (const [url, endpoints] of registryOf(app).paths) {
    const served = new Set(endpoints.map((e) => e.method));
    const missing = all.filter((m) => !served.has(m as EndpointDef['method']));
    if (missing.length === 0) continue;
    const access = strayMethodAccess(endpoints);
    app.route({
      method: missing,
      url,
      config: { family: endpoints[0]!.family },
      handler: async (request, reply) => {
        await authorize(access, request);
        return sendDomainError(request, reply, new MethodNotAllowed(request.method));
      },
    });
  }
}
