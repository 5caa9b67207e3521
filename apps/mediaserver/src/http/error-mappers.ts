/**
 * The media server's wire shapes of failures (media-server-api §2): the REST body `{error, errorId,
 * errorString}` and the legacy envelope, with the status of the error table and `X-Auth-Result` when the
 * failure reports an authentication outcome. The only place where domain errors become HTTP.
 */
import type { DomainError, DomainErrorKind } from '@argus/contract';
import {
  AUTH_RESULTS,
  legacyError,
  type MediaServerFamily,
  type RestErrorId,
  restErrorBody,
  restErrorStatus,
} from '@argus/contract/mediaserver';
import type { ErrorMapper } from '@argus/http-kit';
import type { ErrorFamily } from '@argus/server-kit';
import type { FastifyRequest } from 'fastify';

const ERROR_IDS: Record<DomainErrorKind, RestErrorId> = {
  notFound: 'notFound',
  forbidden: 'forbidden',
  missingParameter: 'missingParameter',
  invalidParameter: 'invalidParameter',
  // 5.1 answers a taken id with 403 `Already exists` (§2.3).
  alreadyExists: 'forbidden',
  conflict: 'conflict',
  unprocessable: 'cantProcessRequest',
  badRequest: 'badRequest',
  unauthorized: 'unauthorized',
  sessionExpired: 'sessionExpired',
  sessionRequired: 'sessionRequired',
  unavailable: 'serviceUnavailable',
  notImplemented: 'notImplemented',
  unsupportedMediaType: 'unsupportedMediaType',
  // What real clients expect on a method a path does not serve (docs/api-decisions.md).
  methodNotAllowed: 'notAllowed',
  payloadTooLarge: 'badRequest',
  uriTooLong: 'badRequest',
  internal: 'internalServerError',
};

/** Kinds whose HTTP status is not their errorId's: the limits of the request itself. */
const STATUS_OF_KIND: Partial<Record<DomainErrorKind, number>> = { payloadTooLarge: 413, uriTooLong: 414 };

/** Errors whose table text stays even when they report an authentication outcome (clients match them). */
const KEEP_TABLE_TEXT: ReadonlySet<DomainErrorKind> = new Set([
  'forbidden',
  'sessionExpired',
  'sessionRequired',
]);

/** The `errorString`: the error's own text, else the message of its auth result, else the table text. */
function textOf(error: DomainError): string | undefined {
  if (error.text !== undefined) return error.text;
  if (error.authResult && !KEEP_TABLE_TEXT.has(error.kind)) return AUTH_RESULTS[error.authResult];
  return undefined;
}

const BODIES: Record<MediaServerFamily, (errorId: RestErrorId, text: string | undefined) => unknown> = {
  rest: restErrorBody,
  legacy: legacyError,
};

/** The status and JSON text of a domain error in a family's shape. */
export function errorReplyOf(
  error: DomainError,
  family: MediaServerFamily,
): { status: number; body: string } {
  const errorId = ERROR_IDS[error.kind];
  return {
    status: STATUS_OF_KIND[error.kind] ?? restErrorStatus(errorId),
    body: JSON.stringify(BODIES[family](errorId, textOf(error))),
  };
}

function mapper(family: MediaServerFamily): ErrorMapper {
  return (error, _request, reply) => {
    const { status, body } = errorReplyOf(error, family);
    if (error.authResult) reply.header('X-Auth-Result', error.authResult);
    if (error.retryAfterS !== undefined) reply.header('Retry-After', String(error.retryAfterS));
    return reply.code(status).type('application/json').send(body);
  };
}

export const ERROR_MAPPERS: Record<MediaServerFamily, ErrorMapper> = {
  rest: mapper('rest'),
  legacy: mapper('legacy'),
};

/** Unknown paths under `/api` and `/ec2` answer in the legacy envelope; everything else in the REST body. */
export function familyOfUnrouted(request: FastifyRequest): MediaServerFamily {
  return /^\/(api|ec2)\//.test(request.url) ? 'legacy' : 'rest';
}

/**
 * The media server's error family for the server kit. What Node refuses before there is a request (no path,
 * so no family) answers in the REST body.
 */
export const MEDIA_SERVER_ERRORS: ErrorFamily = {
  mappers: ERROR_MAPPERS,
  familyOfUnrouted,
  replyOf: (error, request) => errorReplyOf(error, request ? familyOfUnrouted(request) : 'rest'),
};
