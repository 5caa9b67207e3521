import {
  configureRequestSchema,
  legacyOk,
  SETTING_NAMES,
  SPECIFIC_FEATURES,
  settingsChangeSchema,
  settingsDocumentation,
  settingToLegacyString,
} from '@argus/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Caller } from '../auth/caller.ts';
import type { AppContext } from '../context.ts';
import { checkSettingsChange } from '../domain/settings-changes.ts';
import { configureSystem, pingReply } from '../domain/system.service.ts';
import { checkAccess } from '../http/access.ts';
import { defineRoutes } from '../http/route.ts';
import { parseInput } from '../http/validate.ts';

/** Query parameters of `/api/systemSettings` that are not settings (auth, routing, format; `_`-prefixed). */
const NOT_SETTINGS = new Set(['auth', 'proxy_auth', 'x-server-guid', '_ticket', 'format', 'extraFormatting']);

/** Legacy system and settings calls (media-server-api §4.2.5, §4.2.9). */
export function systemLegacyRoutes(ctx: AppContext): FastifyPluginAsync {
  /** Every setting as a string; write-only ones as "" (§3.10). */
  const legacySettings = (): Record<string, string> => {
    const readable = ctx.settings.readable() as Record<string, unknown>;
    return Object.fromEntries(
      SETTING_NAMES.map((n) => [n, n in readable ? settingToLegacyString(readable[n]) : '']),
    );
  };
  /** Applies `{name: value}` from a query or body; the caller must be an admin (owners for owner-only). */
  const apply = (caller: Caller, input: Record<string, unknown>): void => {
    if (Object.keys(input).length === 0) return;
    const values = checkSettingsChange(input, caller.user, 'legacy');
    ctx.settings.transaction(() => ctx.settings.write(values));
  };
  const settingsQuery = (query: unknown): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries((query ?? {}) as Record<string, unknown>).filter(
        ([k]) => !NOT_SETTINGS.has(k) && !k.startsWith('_'),
      ),
    );
  return async (app) => {
    defineRoutes(
      app,
      [
        {
          method: 'GET',
          url: '/api/systemSettings',
          summary: 'Settings as strings; `?name=value` changes them (admin)',
          access: 'user',
          handler: ({ request }) => {
            const input = settingsQuery(request.query);
            if (Object.keys(input).length > 0) apply(checkAccess('admin', request)!, input);
            return legacyOk({ settings: legacySettings() });
          },
        },
        {
          method: 'POST',
          url: '/api/systemSettings',
          summary: 'Change settings from a JSON body `{name: value}` (and the query)',
          access: 'admin',
          handler: ({ request, caller }) => {
            const body = request.body === undefined ? {} : parseInput(settingsChangeSchema, request.body);
            apply(caller!, { ...settingsQuery(request.query), ...body });
            return legacyOk({ settings: legacySettings() });
          },
        },
        {
          method: 'GET',
          url: '/ec2/getSettings',
          summary: 'Settings as a name/value list',
          access: 'user',
          handler: () => Object.entries(legacySettings()).map(([name, value]) => ({ name, value })),
        },
        {
          method: 'GET',
          url: '/api/settingsDocumentation',
          summary: 'Setting descriptions and defaults',
          access: 'user',
          handler: () => legacyOk({ settings: settingsDocumentation() }),
        },
        {
          method: 'POST',
          url: '/api/configure',
          summary: 'System name, HTTP port (restart) and the caller’s password',
          access: 'admin',
          body: configureRequestSchema,
          handler: async ({ reply, caller, body }) => {
            const result = await configureSystem(ctx, caller!, body ?? {});
            if (result.restartNeeded) reply.raw.once('finish', () => ctx.requestRestart());
            return legacyOk(result);
          },
        },
        {
          method: 'GET',
          url: '/api/ping',
          summary: 'Server and system identity probe',
          access: 'none',
          handler: () => legacyOk(pingReply(ctx)),
        },
        {
          method: 'GET',
          url: '/static/specific_features.txt',
          summary: 'Feature list, one `name=int` per line',
          access: 'none',
          handler: ({ reply }) =>
            reply.type('text/plain').send(
              Object.entries(SPECIFIC_FEATURES)
                .map(([k, v]) => `${k}=${v}\n`)
                .join(''),
            ),
        },
      ],
      { tags: ['System (legacy)'] },
    );
  };
}
