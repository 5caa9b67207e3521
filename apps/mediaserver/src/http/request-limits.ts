import { UriTooLong } from '@argus/contract';
import type { FastifyInstance } from 'fastify';
import { MAX_URL_LENGTH } from './client-errors.ts';

/** Limits every request meets before anything reads it: a URL no longer than the router has use for. */
export function installRequestLimits(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if ((request.raw.url ?? '').length > MAX_URL_LENGTH) throw new UriTooLong();
    done();
  });
}
