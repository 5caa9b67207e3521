/**
 * Settings the server's start options decide, not the system: while a feature is off on this server its
 * setting reads as off, the manifest marks it read-only, and turning it on is refused with how to turn the
 * feature on. So a setting never claims what the server does not do.
 */
import type { SettingName } from '@argus/contract/mediaserver';

export interface PinnedSetting {
  value: unknown;
  /** Why the setting cannot change here, and how it can. */
  reason: string;
}

export type PinnedSettings = Partial<Record<SettingName, PinnedSetting>>;

export const DISCOVERY_OFF_TEXT =
  'Discovery is off on this server: it runs only when the server is started with --discovery ' +
  '(or ARGUS_DISCOVERY=true).';

/** What the start options pin: without `--discovery`, both discovery settings are off. */
export function pinnedByStartOptions(options: { discovery: boolean }): PinnedSettings {
  if (options.discovery) return {};
  const off = { value: false, reason: DISCOVERY_OFF_TEXT };
  return { autoDiscoveryEnabled: off, autoDiscoveryResponseEnabled: off };
}
