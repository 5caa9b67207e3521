/**
 * A server of the kit's tests: an error family unlike both real ones (`{problem, text}`), one endpoint, and
 * an access check that knows one caller.
 */
import type { DomainError, DomainErrorKind, EndpointDef } from '@argus/contract';
import { Unauthorized } from '@argus/contract';
import { routeFactory } from '@argus/http-kit';
import type { FastifyRequest } from 'fastify';
import type { ErrorFamily, ErrorReply } from '../src/index.ts';

const STATUS: Partial<Record<DomainErrorKind, number>> = {
  notFound: 404,
  badRequest: 400,
  unauthorized: 401,
  methodNotAllowed: 405,
  payloadTooLarge: 413,
  uriTooLong: 414,
  unsupportedMediaType: 415,
};

export function fakeReply(error: DomainError): ErrorReply {
  return {
    status: STATUS[error.kind] ?? 500,
    body: JSON.stringify({ problem: error.kind, text: error.text ?? null }),
  };
}

export const FAKE_FAMILY: ErrorFamily = {
  mappers: {
    cloud: (error, _request, reply) => {
      const { status, body } = fakeReply(error);
      return reply.code(status).type('application/json').send(body);
    },
  },
  familyOfUnrouted: () => 'cloud',
  replyOf: (error) => fakeReply(error),
};

export const thingsEndpoint: EndpointDef = {
  method: 'POST',
  path: '/api/things',
  family: 'cloud',
  access: 'member',
  summary: 'Adds a thing',
  tag: 'Things',
};

export interface FakeCaller {
  name: string;
}

/** The one caller is whoever sends `x-caller`. */
export function authorize(_access: string, request: FastifyRequest): FakeCaller {
  const name = request.headers['x-caller'];
  if (typeof name !== 'string') throw new Unauthorized();
  return { name };
}

export const route = routeFactory<FakeCaller>();
