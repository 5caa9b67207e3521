import type { FastifyInstance } from 'fastify';

/**
 * JSON conventions of the media server (media-server-api §1.1): bodies are JSON with or without a charset,
 * an empty JSON body is no body at all, and every JSON reply carries exactly `application/json`.
 */
export function installJsonConventions(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json'))
      reply.header('content-type', 'application/json');
    done(null, payload);
  });
}
