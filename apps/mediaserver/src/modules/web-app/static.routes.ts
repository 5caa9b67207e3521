/**
 * The web app at `/` (built by `npm run build` into the web root) and the files under `/static` that the
 * server generates (media-server-api §4.14). Unknown non-API GET paths get the app's index page, where the
 * single-page app shows its own "not found".
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { Forbidden, NotFound } from '@argus/contract';
import { staticEndpoints } from '@argus/contract/mediaserver';
import { sendDomainError } from '@argus/http-kit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { SettingsService } from '../settings/index.ts';
import { brandDescription, type ConsoleOptions, webAdminConfig } from './web-admin-config.ts';

export const WEB_APP_NOT_BUILT_TEXT =
  'The Argus web app is not built yet.\n\nRun `npm run build` in the project directory, then reload this page.\n' +
  'The API is available meanwhile under /rest/v1, /rest/v2, /api and /ec2.\n';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** A raw path with a `..` segment (also percent-encoded or with backslashes) tries to leave the web root. */
export function isTraversal(rawUrl: string): boolean {
  const end = rawUrl.indexOf('?');
  const path = end === -1 ? rawUrl : rawUrl.slice(0, end);
  // Every request passes here: without `..` or a percent escape (which might spell one) no segment is `..`.
  if (!path.includes('..') && !path.includes('%')) return false;
  return path.split(/[/\\]/).some((segment) => {
    try {
      return decodeURIComponent(segment).split(/[/\\]/).includes('..');
    } catch {
      return true;
    }
  });
}

/** Paths that name a file (assets, static files, anything with an extension) are never the app's pages. */
function isFilePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const last = path.split('/').at(-1) ?? '';
  return /^\/(static|assets|swagger-ui)\//.test(path) || /\.[A-Za-z0-9]+$/.test(last);
}

/** The common-passwords list of the contract package, read on first use; null when the file is absent. */
let commonPasswords: string | null = null;
async function commonPasswordsText(): Promise<string | null> {
  if (commonPasswords !== null) return commonPasswords;
  try {
    const file = createRequire(import.meta.url).resolve('@argus/contract/common-passwords.json');
    const text = await readFile(file, 'utf8');
    JSON.parse(text);
    commonPasswords = text;
    return text;
  } catch {
    return null;
  }
}

/** The generated files under `/static`. */
export function generatedFileRoutes(
  settings: SettingsService,
  cloud: { url: string | undefined; host: string },
  consoleOptions: ConsoleOptions,
): Route<Caller>[] {
  return [
    route(staticEndpoints.webAdminConfig, ({ reply }) => {
      reply.header('cache-control', NO_CACHE);
      return webAdminConfig(settings, cloud, consoleOptions);
    }),
    route(staticEndpoints.description, ({ reply }) => {
      reply.header('cache-control', NO_CACHE);
      return brandDescription(settings);
    }),
    route(staticEndpoints.commonPasswords, async ({ request, reply }) => {
      const text = await commonPasswordsText();
      if (text === null) return sendDomainError(request, reply, new NotFound());
      return reply.header('cache-control', 'public, max-age=86400').type('application/json').send(text);
    }),
  ];
}

/**
 * The `sha256-...` sources of the inline scripts of the built index page (the theme script that runs before
 * the app), for the Content-Security-Policy. Empty when the app is not built.
 */
export function inlineScriptHashes(webRoot: string): string[] {
  const index = join(webRoot, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `sha256-${createHash('sha256').update(m[1]!).digest('base64')}`,
  );
}

/** Sends the web app's index page for a path the app handles (or a 404 for a file that does not exist). */
export function webAppPages(webRoot: string) {
  return (reply: FastifyReply): FastifyReply => {
    if (isFilePath(reply.request.url)) return sendDomainError(reply.request, reply, new NotFound());
    const index = join(webRoot, 'index.html');
    if (!existsSync(index)) {
      return reply
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(WEB_APP_NOT_BUILT_TEXT);
    }
    return reply
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(createReadStream(index));
  };
}

/**
 * The built web app's files; `/assets` are content-hashed and cached for long, everything else revalidated.
 * A client that accepts brotli or gzip gets the copy the build compressed once.
 */
export async function serveWebFiles(app: FastifyInstance, webRoot: string): Promise<void> {
  // Raw `..` paths are refused before any file lookup (media-server-api §1.1).
  app.addHook('onRequest', (request, _reply, done) => {
    done(isTraversal(request.raw.url ?? '') ? new Forbidden() : undefined);
  });
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    decorateReply: false,
    cacheControl: false,
    serveDotFiles: false,
    // The build writes .br and .gz copies of every text file (apps/web/vite-plugins/precompress.ts).
    preCompressed: true,
    setHeaders: (res, path) =>
      res.header('cache-control', path.includes(`${sep}assets${sep}`) ? LONG_CACHE : NO_CACHE),
  });
}
