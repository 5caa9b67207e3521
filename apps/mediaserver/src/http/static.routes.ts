/**
 * The web app at `/` (built by `npm run build` into `ctx.config.webRoot`) and the files under `/static` that
 * the server generates (media-server-api §4.14). Unknown non-API GET paths get the app's index page, where
 * the single-page app shows its own "not found".
 */
import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import {
  BRAND_SUPPORT_EMAIL,
  COMMON_PASSWORDS_PATH,
  CONSOLE_FEATURE_FLAGS,
  type ConsoleFeatureFlag,
  PRODUCT_BRAND,
  PRODUCT_CUSTOMIZATION,
  PRODUCT_NAME,
  PRODUCT_VERSION,
  type WebAdminConfig,
} from '@argus/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { isNewSystem } from '../domain/system-state.ts';
import { ApiError, apiErrors } from './api-error.ts';
import { sendApiError } from './error-handler.ts';
import { openapiRoutes } from './openapi.routes.ts';

export const CLOUD_NAME = 'Argus Cloud';
export const WEB_APP_NOT_BUILT_TEXT =
  'The Argus web app is not built yet.\n\nRun `npm run build` in the project directory, then reload this page.\n' +
  'The API is available meanwhile under /rest/v1, /rest/v2, /api and /ec2.\n';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** Features the local console offers with this server (spec 000 §3 "Feature flags") [design]. */
const ENABLED_FEATURES: ReadonlySet<ConsoleFeatureFlag> = new Set(['themesEnabled', 'newHeader', 'layouts']);

/** A raw path with a `..` segment (also percent-encoded or with backslashes) tries to leave the web root. */
export function isTraversal(rawUrl: string): boolean {
  const path = rawUrl.split('?')[0] ?? '';
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
  return /^\/(web\/)?(static|assets|swagger-ui)\//.test(path) || /\.[A-Za-z0-9]+$/.test(last);
}

export function webAdminConfig(ctx: AppContext): WebAdminConfig {
  return {
    mode: 'local',
    cloudName: CLOUD_NAME,
    cloudHost: ctx.settings.get('cloudHost'),
    supportLink: ctx.settings.get('emailSupportEmail') || BRAND_SUPPORT_EMAIL,
    footerLinks: [],
    features: Object.fromEntries(CONSOLE_FEATURE_FLAGS.map((f) => [f, ENABLED_FEATURES.has(f)])),
    cloudCapabilities: { developersEnabled: false },
    allowDebugMode: false,
    redirect: { page404: '/404', unauthorised: '/' },
    newSystem: isNewSystem(ctx.settings),
  };
}

export function brandDescription(ctx: AppContext): Record<string, string> {
  return {
    brand: PRODUCT_BRAND,
    customization: PRODUCT_CUSTOMIZATION,
    productName: PRODUCT_NAME,
    companyName: PRODUCT_NAME,
    cloudName: CLOUD_NAME,
    version: PRODUCT_VERSION,
    supportEmail: ctx.settings.get('emailSupportEmail') || BRAND_SUPPORT_EMAIL,
  };
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

function sendJson(reply: FastifyReply, body: unknown): FastifyReply {
  return reply
    .header('cache-control', NO_CACHE)
    .type('application/json')
    .send(typeof body === 'string' ? body : JSON.stringify(body));
}

/** The generated files under `<prefix>/static`. */
function generatedFiles(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/static/customization/webadmin_config.json', (_req, reply) =>
      sendJson(reply, webAdminConfig(ctx)),
    );
    app.get('/static/customization/description.json', (_req, reply) =>
      sendJson(reply, brandDescription(ctx)),
    );
    app.get(COMMON_PASSWORDS_PATH, async (request, reply) => {
      const text = await commonPasswordsText();
      if (text === null) return sendApiError(request, reply, apiErrors.notFound());
      return reply.header('cache-control', 'public, max-age=86400').type('application/json').send(text);
    });
    await app.register(openapiRoutes());
  };
}

/** The built web app's files; `/assets` are content-hashed and cached for long, everything else revalidated. */
function webFiles(ctx: AppContext, prefix: string): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyStatic, {
      root: ctx.config.webRoot,
      prefix,
      wildcard: true,
      index: ['index.html'],
      decorateReply: false,
      cacheControl: false,
      serveDotFiles: false,
      setHeaders: (res, path) =>
        res.header('cache-control', path.includes(`${sep}assets${sep}`) ? LONG_CACHE : NO_CACHE),
    });
  };
}

function installWebApp(ctx: AppContext): void {
  ctx.webApp = {
    sendIndex(reply) {
      if (isFilePath(reply.request.url)) return sendApiError(reply.request, reply, apiErrors.notFound());
      const index = join(ctx.config.webRoot, 'index.html');
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
    },
  };
}

/** The web app at `/` and the `/static` files, also under `/web` (media-server-api §1.1). */
export function staticRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    // Raw `..` paths are refused before any file lookup (media-server-api §1.1).
    app.addHook('onRequest', async (request) => {
      if (isTraversal(request.raw.url ?? '')) throw new ApiError('forbidden');
    });
    installWebApp(ctx);
    for (const prefix of ['', '/web']) {
      await app.register(generatedFiles(ctx), { prefix });
      await app.register(webFiles(ctx, `${prefix}/`));
    }
  };
}
