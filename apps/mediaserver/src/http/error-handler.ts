import { AUTH_RESULTS, legacyError, type RestErrorId, restErrorBody, restErrorStatus } from '@argus/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import { methodsByPath } from './route.ts';

/** Legacy calls (`/api`, `/ec2`, also under `/web`) answer errors in the legacy envelope. */
export function isLegacyPath(url: string): boolean {
  return /^\/(web\/)?(api|ec2)\//.test(url);
}

export function sendApiError(request: FastifyRequest, reply: FastifyReply, err: ApiError): FastifyReply {
  const status = err.options.status ?? restErrorStatus(err.errorId);
  const authResult = err.options.authResult;
  if (authResult) reply.header('X-Auth-Result', authResult);
  for (const [k, v] of Object.entries(err.options.headers ?? {})) reply.header(k, v);
  // Without its own text, an authentication failure explains itself with the X-Auth-Result message; the
  // session errors keep their table texts (`Session expired.`), which clients match.
  const ownText = !['forbidden', 'sessionExpired', 'sessionRequired'].includes(err.errorId);
  const text = err.errorString ?? (authResult && ownText ? AUTH_RESULTS[authResult] : undefined);
  const body = isLegacyPath(request.url) ? legacyError(err.errorId, text) : restErrorBody(err.errorId, text);
  return reply.code(status).type('application/json').send(JSON.stringify(body));
}

function fromFastifyError(err: FastifyError): ApiError {
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new ApiError('unsupportedMediaType');
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new ApiError('badRequest', 'Request body is too large.');
  if (
    err instanceof SyntaxError ||
    err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    err.code?.startsWith('FST_ERR_CTP')
  ) {
    return new ApiError('badRequest', `Invalid JSON in request body: ${err.message}`);
  }
  const status = err.statusCode ?? 500;
  const id: RestErrorId = status === 404 ? 'notFound' : status < 500 ? 'badRequest' : 'internalServerError';
  return new ApiError(id, status < 500 ? err.message : undefined);
}

/** API paths answer unknown routes with a JSON 404; other paths belong to the web app. */
export function isApiPath(url: string): boolean {
  return /^\/(web\/)?(rest|api|ec2)(\/|$|\?)/.test(url);
}

/** The one place where failures become wire bodies. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof ApiError) return sendApiError(request, reply, err);
    const apiError = fromFastifyError(err);
    if (apiError.errorId === 'internalServerError') request.log.error(err);
    return sendApiError(request, reply, apiError);
  });
}

/**
 * Answers every method that a registered path does not serve with 405 (media-server-api §2.1). Call after
 * all routes are registered.
 */
export function installMethodNotAllowed(app: FastifyInstance): void {
  const all = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  for (const [url, methods] of methodsByPath(app)) {
    const missing = all.filter((m) => !methods.has(m) && !(m === 'HEAD' && methods.has('GET')));
    if (missing.length === 0) continue;
    app.route({
      method: missing,
      url,
      schema: { hide: true },
      handler: async (request, reply) =>
        sendApiError(
          request,
          reply,
          new ApiError('badRequest', `This endpoint does not allow ${request.method}.`, { status: 405 }),
        ),
    });
  }
}
