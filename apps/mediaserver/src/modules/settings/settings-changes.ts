import { Forbidden, InvalidParameter } from '@argus/contract';
import {
  isSettingName,
  type SettingDef,
  type SettingName,
  SYSTEM_SETTINGS,
  settingWriteAccess,
  validateSettingValue,
} from '@argus/contract/mediaserver';
import type { PinnedSettings } from './pinned-settings.ts';

/** Who asks for a change, as far as settings care. */
export interface SettingsWriter {
  isOwner: boolean;
}

/**
 * Which rules apply: REST takes typed values; legacy calls and setup take the legacy encodings
 * ("true", "42", JSON text) and legacy calls may also write the few settings that are read-only on REST.
 */
export type SettingsApi = 'rest' | 'legacy' | 'setup';

export type SettingsChange = Partial<Record<SettingName, unknown>>;

/** Never echo a secret in an error text. */
function shownValue(name: SettingName, value: unknown): unknown {
  const def: SettingDef = SYSTEM_SETTINGS[name];
  return def.writeOnly ? '******' : (value ?? null);
}

/**
 * Checks a requested change as a whole and returns the normalised values; throws on the first problem so
 * that nothing is written (media-server-api §4.2.3): unknown name or wrong type → 422 `invalidParameter`,
 * read-only → 403, owner-only by a non-owner → 403, another value than a pinned setting's (the server's start
 * options decide it) → 403 with how to change it. Callers must have checked that the writer is an admin.
 */
export function checkSettingsChange(
  input: Record<string, unknown>,
  writer: SettingsWriter,
  api: SettingsApi,
  pinned: PinnedSettings = {},
): SettingsChange {
  const out: SettingsChange = {};
  for (const [name, value] of Object.entries(input)) {
    if (!isSettingName(name)) throw new InvalidParameter(name, value ?? null);
    const access = settingWriteAccess(name, api === 'legacy' ? 'legacy' : 'rest');
    if (access === 'none') throw new Forbidden(`The setting \`${name}\` is read-only.`);
    if (access === 'owner' && !writer.isOwner)
      throw new Forbidden(`Only the owner may change the setting \`${name}\`.`);
    const checked = validateSettingValue(name, value, { lenient: api !== 'rest' });
    if (!checked.ok) throw new InvalidParameter(name, shownValue(name, value));
    const pin = pinned[name];
    if (pin && checked.value !== pin.value) throw new Forbidden(pin.reason);
    out[name] = checked.value;
  }
  return out;
}

/**
 * Setup accepts `sessionLimitS` (seconds) as an alias of `sessionLimitMinutes = ceil(S / 60)`, announced by
 * `sessionLimitS=1` in specific_features.txt (media-server-api §4.2.4). An explicit `sessionLimitMinutes`
 * in the same request wins.
 */
export function expandSetupAliases(input: Record<string, unknown>): Record<string, unknown> {
  if (!Object.hasOwn(input, 'sessionLimitS')) return input;
  const { sessionLimitS, ...rest } = input;
  const seconds = validateSettingValue('sessionLimitMinutes', sessionLimitS);
  if (!seconds.ok) throw new InvalidParameter('sessionLimitS', sessionLimitS ?? null);
  return { sessionLimitMinutes: Math.ceil((seconds.value as number) / 60), ...rest };
}
