/**
 * `trafficEncryptionForced` (media-server-api §4.2.4): a plain-HTTP request to a system that forces
 * encryption is sent to HTTPS. Page loads and files get a redirect to the same URL over HTTPS; API calls are
 * refused with a 403 that names the HTTPS URL (also in `Location`), so that no credential or data travels in
 * the clear. A new system (before setup) accepts plain HTTP: the setting is chosen at setup.
 */
import { Forbidden } from '@argus/contract';
import type { FastifyInstance } from 'fastify';

export const httpsRequiredText = (url: string) => `This system accepts only HTTPS connections. Use ${url}`;

const isApiPath = (url: string) => /^\/(rest|api|ec2)(\/|$|\?)/.test(url);

export function installHttpsOnly(app: FastifyInstance, forced: () => boolean): void {
  // A callback hook, not an async one: it runs on every request, and a promise each is measurable.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https' || !forced()) return done();
    const target = `https://${request.host}${request.originalUrl}`;
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) {
      reply.redirect(target, 307);
      return;
    }
    reply.header('Location', target);
    done(new Forbidden(httpsRequiredText(target)));
  });
}
