import type { SettingsService } from '../settings/index.ts';
import type { SystemCredentials } from './cloud-client.ts';

/** The binding as the settings hold it (`cloudSystemID`, `cloudAuthKey`); null when the system is not bound. */
export function boundCredentials(settings: Pick<SettingsService, 'get'>): SystemCredentials | null {
  const systemId = settings.get('cloudSystemID');
  return systemId ? { systemId, authKey: settings.get('cloudAuthKey') } : null;
}
