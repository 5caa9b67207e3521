/**
 * The web app in cloud mode, built into `--web-dist`: its files, and its index page for every other GET
 * that is not an API path (the single-page app routes it). Unknown API paths and missing files answer the
 * cloud's 404 body.
 */
import { createReadStream, existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { WebAppPages } from '@argus/server-kit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/**
 * The web app's pages for the server kit's 404: every GET that is not an API path or a file gets the index
 * page, when the app is built (otherwise every unknown path answers the cloud's 404 body).
 */
export function webAppPages(webDist: string): WebAppPages | undefined {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return undefined;
  return {
    isPage: isPageRequest,
    sendPage: (reply) =>
      reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(createReadStream(index)),
  };
}

/** The built app's files, and its index page at the root (`pages`: `webAppPages(webDist)`). */
export async function serveWebApp(
  app: FastifyInstance,
  webDist: string,
  pages: WebAppPages | undefined,
): Promise<void> {
  if (!pages) return;
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
  // The static plugin would answer the root itself (a directory, without an index it may serve): the
  // portal's landing is the app's page like any other route.
  app.get('/', (_request, reply) => pages.sendPage(reply));
}
