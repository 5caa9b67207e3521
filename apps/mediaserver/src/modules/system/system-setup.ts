import { randomUUID } from 'node:crypto';
import { Forbidden, Internal, InvalidParameter, MissingParameter } from '@argus/contract';
import {
  DEFAULT_SETUP_PRESET,
  SETTINGS_PRESET_CHANGES,
  type SetupSystemData,
} from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { digestHa1, hashPassword } from '../../auth/password.ts';
import { type CloudBindingService, unusablePassword } from '../cloud-link/index.ts';
import { checkSettingsChange, expandSetupAliases, type SettingsService } from '../settings/index.ts';
import { ADMIN_USER_ID, type PasswordPolicy, type UsersRepository } from '../users/index.ts';
import type { LocalStateRepository } from './local-state.repository.ts';
import { SYS_ID_TIME_KEY } from './system.service.ts';
import { isNewSystem } from './system-state.ts';

export const ALREADY_SET_UP = 'The System is already set up.';

/**
 * One-time setup (media-server-api §4.2.2): in one transaction it names the system, gives it a local id,
 * applies the preset and then the explicit settings, and sets the `admin` password, so `admin`/`admin`
 * stops working. Other sessions of `admin` end; the calling one stays.
 */
export interface SetupDeps {
  settings: SettingsService;
  localState: LocalStateRepository;
  users: Pick<UsersRepository, 'findById' | 'update'>;
  sessions: { revokeForUser(userId: string, keepTokenHash?: string): void };
  passwords: PasswordPolicy;
  /** Setup with `cloud` binds the system as `cloudBind` does. */
  cloud: Pick<CloudBindingService, 'confirm' | 'writeBinding' | 'announceChange'>;
  clock: () => number;
}

export async function setupSystem(d: SetupDeps, caller: Caller, body: SetupSystemData): Promise<void> {
  if (!isNewSystem(d.settings)) throw new Forbidden(ALREADY_SET_UP);
  if (body.local && body.cloud)
    throw new InvalidParameter({ text: 'Exactly one of `local` and `cloud` must be given.' });
  if (!body.local && !body.cloud) throw new MissingParameter('local');
  const preset = SETTINGS_PRESET_CHANGES[body.settingsPreset ?? DEFAULT_SETUP_PRESET];
  const values = {
    ...checkSettingsChange(preset, caller.user, 'setup'),
    ...checkSettingsChange(expandSetupAliases(body.settings ?? {}), caller.user, 'setup', d.settings.pinned),
    ...checkSettingsChange({ systemName: body.name }, caller.user, 'setup'),
  };
  // The password meets the policy the setup itself chooses. A cloud setup gives `admin` a password nobody
  // knows and disables it [design]: `cloudUnbind` with a password brings it back.
  const password = body.local?.password ?? unusablePassword();
  if (body.local)
    d.passwords.check(password, 'local.password', values.credentialPolicyEnforced as boolean | undefined);
  const admin = d.users.findById(ADMIN_USER_ID);
  if (!admin) throw new Internal('The built-in admin user is missing.');
  if (body.cloud) await d.cloud.confirm(body.cloud);
  const passwordHash = await hashPassword(password);
  d.settings.transaction(() => {
    // A concurrent setup may have finished while the password was being hashed.
    if (!isNewSystem(d.settings)) throw new Forbidden(ALREADY_SET_UP);
    d.settings.write({ ...values, localSystemId: randomUUID() });
    d.localState.set(SYS_ID_TIME_KEY, d.clock());
    d.users.update(admin.id, {
      passwordHash,
      digestHa1: admin.isHttpDigestEnabled && body.local ? digestHa1(admin.name, password) : null,
      ...(body.cloud ? { isEnabled: false } : {}),
    });
    if (body.cloud) d.cloud.writeBinding(body.cloud);
    d.sessions.revokeForUser(admin.id, caller.user.id === admin.id ? caller.session?.tokenHash : undefined);
  });
  if (body.cloud) d.cloud.announceChange();
}
