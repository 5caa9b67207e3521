import { randomUUID } from 'node:crypto';
import { SETTINGS_PRESET_CHANGES, type SetupSystemData } from '@argus/contract';
import type { Caller } from '../auth/caller.ts';
import { digestHa1, hashPassword } from '../auth/password.ts';
import type { AppContext } from '../context.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { ADMIN_USER_ID } from './bootstrap.ts';
import { requireAcceptablePassword } from './password-policy.ts';
import { checkSettingsChange, expandSetupAliases } from './settings-changes.ts';
import { SYS_ID_TIME_KEY } from './system.service.ts';
import { isNewSystem } from './system-state.ts';

export const ALREADY_SET_UP = 'The System is already set up.';
export const CLOUD_SETUP_UNAVAILABLE = 'Cloud setup is not available';

/**
 * One-time setup (media-server-api §4.2.2): in one transaction it names the system, gives it a local id,
 * applies the preset and then the explicit settings, and sets the `admin` password, so `admin`/`admin`
 * stops working. Other sessions of `admin` end; the calling one stays.
 */
export async function setupSystem(ctx: AppContext, caller: Caller, body: SetupSystemData): Promise<void> {
  if (!isNewSystem(ctx.settings)) throw apiErrors.forbidden(ALREADY_SET_UP);
  if (body.local && body.cloud)
    throw new ApiError('invalidParameter', 'Exactly one of `local` and `cloud` must be given.');
  // [design] Binding to the cloud during setup comes with the cloud link; until then it is refused.
  if (body.cloud) throw apiErrors.cantProcess(CLOUD_SETUP_UNAVAILABLE);
  if (!body.local) throw apiErrors.missingParameter('local');
  const { password } = body.local;
  requireAcceptablePassword(password);
  const preset = SETTINGS_PRESET_CHANGES[body.settingsPreset ?? 'recommended'];
  const values = {
    ...checkSettingsChange(preset, caller.user, 'setup'),
    ...checkSettingsChange(expandSetupAliases(body.settings ?? {}), caller.user, 'setup'),
    ...checkSettingsChange({ systemName: body.name }, caller.user, 'setup'),
  };
  const admin = ctx.users.findById(ADMIN_USER_ID);
  if (!admin) throw new ApiError('internalServerError', 'The built-in admin user is missing.');
  const passwordHash = await hashPassword(password);
  ctx.settings.transaction(() => {
    // A concurrent setup may have finished while the password was being hashed.
    if (!isNewSystem(ctx.settings)) throw apiErrors.forbidden(ALREADY_SET_UP);
    ctx.settings.write({ ...values, localSystemId: randomUUID() });
    ctx.localState.set(SYS_ID_TIME_KEY, ctx.clock());
    ctx.users.update(admin.id, {
      passwordHash,
      digestHa1: admin.isHttpDigestEnabled ? digestHa1(admin.name, password) : null,
    });
    ctx.sessions.revokeForUser(admin.id, caller.user.id === admin.id ? caller.session?.tokenHash : undefined);
  });
}
