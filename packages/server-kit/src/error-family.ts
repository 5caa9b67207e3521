/**
 * How a server writes its failures. The route kit's part (a mapper per family, the family of an unrouted
 * request) answers everything that reaches Fastify's error handler; `replyOf` answers what fails before
 * that: URLs the router refuses, and bytes Node's HTTP parser refuses before there is a request at all.
 */
import type { DomainError } from '@argus/contract';
import type { ErrorHandling } from '@argus/http-kit';
import type { FastifyRequest } from 'fastify';

/** A failure as the status and JSON text of the server's error body. */
export interface ErrorReply {
  status: number;
  body: string;
}

export interface ErrorFamily extends ErrorHandling {
  /**
   * The reply to a domain error in the shape of the request's family (that of an unrouted request); the
   * request is null when Node refused the bytes before it made one.
   */
  replyOf(error: DomainError, request: FastifyRequest | null): ErrorReply;
}
