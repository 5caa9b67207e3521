import { NULL_ID } from '@argus/contract';
import type { SettingsService } from '../settings/index.ts';

/** A system is new (not set up) until setup gives it a local system id (media-server-api §6.1). */
export function isNewSystem(settings: SettingsService): boolean {
  return settings.get('localSystemId') === '';
}

/** The local system id, or the null id before setup. */
export function localSystemIdOf(settings: SettingsService): string {
  return settings.get('localSystemId') || NULL_ID;
}
