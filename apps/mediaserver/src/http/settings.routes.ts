import {
  isSettingName,
  type SettingDef,
  SYSTEM_SETTINGS,
  settingsChangeSchema,
  settingsManifest,
  settingsManifestSchema,
  systemSettingsSchema,
} from '@argus/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { checkSettingsChange } from '../domain/settings-changes.ts';
import { apiErrors } from './api-error.ts';
import type { RestVersion } from './rest-version.ts';
import { defineRoutes } from './route.ts';

/**
 * `_with` for the settings object. [design] Settings replies are not subject to default omission: a
 * settings object without its default-valued entries would look like a 5.1 server missing settings.
 */
function withFields(request: FastifyRequest, all: Record<string, unknown>): Record<string, unknown> {
  const w = (request.query as Record<string, unknown>)._with;
  if (typeof w !== 'string' || w === '') return all;
  const names = new Set(w.split(',').map((f) => f.split('.')[0]));
  return Object.fromEntries(Object.entries(all).filter(([k]) => names.has(k)));
}

/** System settings over REST (media-server-api §4.2.3). */
export function settingsRoutes(ctx: AppContext): FastifyPluginAsync<{ version: RestVersion }> {
  const readableName = (name: string) => {
    if (!isSettingName(name) || (SYSTEM_SETTINGS[name] as SettingDef).writeOnly)
      throw apiErrors.notFound(name);
    return name;
  };
  const change = (input: Record<string, unknown>, isOwner: boolean) => {
    const values = checkSettingsChange(input, { isOwner }, 'rest');
    ctx.settings.transaction(() => ctx.settings.write(values));
    return values;
  };
  const notAllowed = (request: FastifyRequest) => {
    throw apiErrors.methodNotAllowed(request.method);
  };
  return async (app, { version }) => {
    defineRoutes(
      app,
      [
        {
          method: 'GET',
          url: '/system/settings',
          summary: 'All readable settings (write-only ones are absent)',
          access: 'user',
          reply: systemSettingsSchema,
          handler: ({ request }) => withFields(request, ctx.settings.readable()),
        },
        {
          method: 'PATCH',
          url: '/system/settings',
          summary: 'Change settings, all or nothing; replies with every readable setting',
          access: 'admin*',
          body: settingsChangeSchema,
          reply: systemSettingsSchema,
          handler: ({ caller, body }) => {
            change(body, caller!.user.isOwner);
            return ctx.settings.readable();
          },
        },
        {
          method: ['POST', 'PUT', 'DELETE'],
          url: '/system/settings',
          summary: 'Not allowed',
          hidden: true,
          access: 'admin',
          handler: ({ request }) => notAllowed(request),
        },
        {
          method: 'GET',
          url: '/system/settings/:name',
          summary: 'One setting, as a bare JSON value',
          access: 'user',
          handler: ({ params }) => ctx.settings.get(readableName(params.name!)),
        },
        {
          method: 'PUT',
          url: '/system/settings/:name',
          summary: 'Change one setting; the body is the bare JSON value; replies with the new value',
          access: 'admin*',
          handler: ({ request, caller, params }) => {
            const name = params.name!;
            if (!isSettingName(name)) throw apiErrors.notFound(name);
            const value = change({ [name]: request.body ?? null }, caller!.user.isOwner)[name];
            // [design] A write-only setting is stored but never echoed: the reply is then empty.
            return (SYSTEM_SETTINGS[name] as SettingDef).writeOnly ? undefined : value;
          },
        },
        {
          method: ['POST', 'PATCH', 'DELETE'],
          url: '/system/settings/:name',
          summary: 'Not allowed',
          hidden: true,
          access: 'admin',
          handler: ({ request }) => notAllowed(request),
        },
        version === 'v1'
          ? {
              method: 'GET',
              url: '/system/settingsManifest',
              summary: 'Description of every setting',
              access: 'user',
              reply: settingsManifestSchema,
              handler: () => settingsManifest(),
            }
          : {
              method: 'GET',
              url: '/system/settings/:name/manifest',
              summary: 'Description of every setting (`*`, also sent as `%2A`)',
              access: 'user',
              reply: settingsManifestSchema,
              handler: ({ params }) => {
                if (params.name !== '*') throw apiErrors.notFound(params.name);
                return settingsManifest();
              },
            },
      ],
      { tags: ['System settings'] },
    );
  };
}
