/** Legacy settings calls (media-server-api §4.2.5). */
import {
  SETTING_NAMES,
  settingsDocumentation,
  settingsEndpoints,
  settingToLegacyString,
} from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { requireAccess } from '../../http/access.ts';
import { type Route, route } from '../../http/route.ts';
import type { SettingsService } from './settings.service.ts';
import { checkSettingsChange } from './settings-changes.ts';
import { NO_GUARD, type SettingsGuard } from './settings-guard.ts';

/** Query parameters of `/api/systemSettings` that are not settings (auth, routing, format; `_`-prefixed). */
const NOT_SETTINGS = new Set(['auth', 'proxy_auth', 'x-server-guid', '_ticket', 'format', 'extraFormatting']);

function settingsQuery(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).filter(([k]) => !NOT_SETTINGS.has(k) && !k.startsWith('_')),
  );
}

export function settingsLegacyRoutes(
  settings: SettingsService,
  guard: SettingsGuard = NO_GUARD,
): Route<Caller>[] {
  /** Every setting as a string; write-only ones as "" (§3.10). */
  const legacySettings = (): Record<string, string> => {
    const readable = settings.readable() as Record<string, unknown>;
    return Object.fromEntries(
      SETTING_NAMES.map((n) => [n, n in readable ? settingToLegacyString(readable[n]) : '']),
    );
  };
  /** Applies `{name: value}` from a query or body; the caller must be an admin (owners for owner-only). */
  const apply = (caller: Caller, input: Record<string, unknown>): void => {
    if (Object.keys(input).length === 0) return;
    guard.checkWritable();
    const values = checkSettingsChange(input, caller.user, 'legacy', settings.pinned);
    settings.transaction(() => settings.write(values));
  };
  return [
    route(settingsEndpoints.legacyAll, ({ caller, query }) => {
      const input = settingsQuery(query);
      if (Object.keys(input).length > 0) apply(requireAccess('admin', caller), input);
      return { settings: legacySettings() };
    }),
    route(settingsEndpoints.legacyChange, ({ request, caller, body }) => {
      apply(caller, { ...settingsQuery(request.query as Record<string, unknown>), ...body });
      return { settings: legacySettings() };
    }),
    route(settingsEndpoints.legacyList, () =>
      Object.entries(legacySettings()).map(([name, value]) => ({ name, value })),
    ),
    route(settingsEndpoints.documentation, () => ({ settings: settingsDocumentation() })),
  ];
}
