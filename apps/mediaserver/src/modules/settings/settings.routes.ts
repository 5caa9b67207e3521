/** System settings over REST (media-server-api §4.2.3). */
import { NotFound } from '@argus/contract';
import {
  isSettingName,
  type SettingDef,
  type SettingName,
  SYSTEM_SETTINGS,
  type SystemSettingsValues,
  settingsEndpoints,
  settingsManifest,
} from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { SettingsService } from './settings.service.ts';
import { checkSettingsChange } from './settings-changes.ts';
import { NO_GUARD, type SettingsGuard } from './settings-guard.ts';

/**
 * `_with` for the settings object. [design] Settings replies are not subject to default omission: a
 * settings object without its default-valued entries would look like a 5.1 server missing settings.
 */
function withFields(fields: string | undefined, all: Record<string, unknown>): Record<string, unknown> {
  if (!fields) return all;
  const names = new Set(fields.split(',').map((f) => f.split('.')[0]));
  return Object.fromEntries(Object.entries(all).filter(([k]) => names.has(k)));
}

export function settingsRoutes(settings: SettingsService, guard: SettingsGuard = NO_GUARD): Route<Caller>[] {
  const readableName = (name: string) => {
    if (!isSettingName(name) || (SYSTEM_SETTINGS[name] as SettingDef).writeOnly)
      throw NotFound.resource(name);
    return name;
  };
  const change = (input: Record<string, unknown>, isOwner: boolean) => {
    guard.checkWritable();
    const values = checkSettingsChange(input, { isOwner }, 'rest', settings.pinned);
    settings.transaction(() => settings.write(values));
    return values;
  };
  const readable = () => settings.readable() as SystemSettingsValues;
  const manifest = () => settingsManifest(Object.keys(settings.pinned) as SettingName[]);
  return [
    route(settingsEndpoints.all, ({ query }) => withFields(query._with, readable())),
    route(settingsEndpoints.change, ({ caller, body }) => {
      change(body, caller.user.isOwner);
      return readable();
    }),
    route(settingsEndpoints.one, ({ params }) => settings.get(readableName(params.name))),
    route(settingsEndpoints.setOne, ({ request, caller, params }) => {
      const name = params.name;
      if (!isSettingName(name)) throw NotFound.resource(name);
      const value = change({ [name]: request.body ?? null }, caller.user.isOwner)[name];
      // [design] A write-only setting is stored but never echoed: the reply is then empty.
      return (SYSTEM_SETTINGS[name] as SettingDef).writeOnly ? undefined : value;
    }),
    route(settingsEndpoints.manifest, manifest),
    route(settingsEndpoints.manifestV2, ({ params }) => {
      if (params.name !== '*') throw NotFound.resource(params.name);
      return manifest();
    }),
  ];
}
