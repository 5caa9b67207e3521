/**
 * The web app in cloud mode, built into `--web-dist`: its files, and its index page for every other GET
 * that is not an API path (the single-page app routes it). Unknown API paths and missing files answer the
 * cloud's 404 body.
 */
import { createReadStream, existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { NotFound } from '@argus/contract';
import { sendDomainError } from '@argus/http-kit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** The cloud's API families (cloud-api §1.1): never answered with a page. */
const API_PATH = /^\/(api|oauth|cdb|cs|nxlicensed|dev)(\/|$|\?)/;

/** Paths that name a file (assets, anything with an extension) are never the app's pages. */
function isFilePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return /^\/(static|assets)\//.test(path) || /\.[A-Za-z0-9]+$/.test(path.split('/').at(-1) ?? '');
}

function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !API_PATH.test(request.url) &&
    !isFilePath(request.url)
  );
}

export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const index = join(webDist, 'index.html');
  const built = existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      index: false,
      decorateReply: false,
      cacheControl: false,
      serveDotFiles: false,
      allowedPath: (pathname) => !API_PATH.test(pathname),
      // The build writes .br and .gz copies of every text file.
      preCompressed: true,
      setHeaders: (res, path) =>
        res.header('cache-control', path.includes(`${sep}assets${sep}`) ? LONG_CACHE : NO_CACHE),
    });
  }
  const sendIndex = (reply: FastifyReply): FastifyReply =>
    reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(createReadStream(index));
  // The static plugin would answer the root itself (a directory, without an index it may serve): the
  // portal's landing is the app's page like any other route.
  if (built) app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply): FastifyReply => {
    if (!built || !isPageRequest(request)) return sendDomainError(request, reply, new NotFound());
    return sendIndex(reply);
  });
}
