import { NotFound } from '@argus/contract';
import { sendDomainError } from '@argus/http-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The web app's pages: client-side routes have no server route, so an unknown page path gets the app. */
export interface WebAppPages {
  isPage(request: FastifyRequest): boolean;
  sendPage(reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
}

/** Unknown routes answer the family's 404 (`NotFound`), unless they are pages of the web app. */
export function installNotFound(app: FastifyInstance, pages?: WebAppPages): void {
  app.setNotFoundHandler((request, reply) => {
    if (pages?.isPage(request)) return pages.sendPage(reply);
    return sendDomainError(request, reply, new NotFound());
  });
}
