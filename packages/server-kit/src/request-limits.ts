import { UriTooLong } from '@argus/contract';
import type { FastifyInstance } from 'fastify';

/** Longest request URL the server reads (the router has no use for more). */
export const MAX_URL_LENGTH = 8192;

/** Limits every request meets before anything reads it: a URL no longer than the router has use for. */
export function installRequestLimits(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if ((request.raw.url ?? '').length > MAX_URL_LENGTH) throw new UriTooLong();
    done();
  });
}
