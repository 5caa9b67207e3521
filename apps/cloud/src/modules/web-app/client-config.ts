/**
 * The files the web app reads at boot in cloud mode: `/static/customization/webadmin_config.json` (the
 * mode and the cloud's name and host) and `/static/scripts/commonPasswordsList.json` (the contract's list,
 * as the media server serves it). Both are generated, so they take precedence over the built files.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { WebAdminConfig } from '@argus/contract/mediaserver';
import type { FastifyInstance } from 'fastify';
import { DEVELOPERS_ENABLED, PORTAL_BRAND, PORTAL_FEATURE_FLAGS } from './portal-settings.ts';

export const CLIENT_CONFIG_PATH = '/static/customization/webadmin_config.json';
export const COMMON_PASSWORDS_PATH = '/static/scripts/commonPasswordsList.json';

const NO_CACHE = 'no-cache';

/**
 * The cloud's client configuration: the portal's name and the host users reach it at; its flags are those of
 * `GET /api/utils/settings` (one source, portal-settings.ts).
 */
export function cloudClientConfig(publicUrl: string): WebAdminConfig {
  return {
    mode: 'cloud',
    cloudName: PORTAL_BRAND.cloudName,
    cloudHost: new URL(publicUrl).host,
    supportLink: PORTAL_BRAND.supportLink,
    footerLinks: [],
    features: { ...PORTAL_FEATURE_FLAGS },
    cloudCapabilities: { developersEnabled: DEVELOPERS_ENABLED },
    allowDebugMode: false,
    redirect: { page404: '', unauthorised: '' },
    newSystem: false,
  };
}

/** The contract's common-password list as text, read once. */
let commonPasswordsText: Promise<string> | null = null;
function commonPasswordsFile(): Promise<string> {
  commonPasswordsText ??= readFile(
    createRequire(import.meta.url).resolve('@argus/contract/common-passwords.json'),
    'utf8',
  );
  return commonPasswordsText;
}

export function serveClientConfig(app: FastifyInstance, publicUrl: string): void {
  const config = JSON.stringify(cloudClientConfig(publicUrl));
  app.get(CLIENT_CONFIG_PATH, (_request, reply) =>
    reply.header('cache-control', NO_CACHE).type('application/json').send(config),
  );
  app.get(COMMON_PASSWORDS_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('application/json')
      .send(await commonPasswordsFile()),
  );
}
