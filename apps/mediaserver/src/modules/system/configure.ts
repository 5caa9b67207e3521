/**
 * Legacy `POST /api/configure` (media-server-api §4.2.5): system name, HTTP port (from the next start) and
 * the caller's own password, all checked before anything is written, then written in one transaction. Other
 * sessions of the caller end when its password changes; the calling one stays.
 */
import { Forbidden, InvalidParameter, MissingParameter, validatePort } from '@argus/contract';
import type { ConfigureReply, ConfigureRequest } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { digestHa1, hashPassword, verifyPassword } from '../../auth/password.ts';
import { checkSettingsChange, type SettingsService } from '../settings/index.ts';
import type { PasswordPolicy, UsersRepository } from '../users/index.ts';
import type { LocalStateRepository } from './local-state.repository.ts';
import { PORT_KEY } from './system.service.ts';

export interface ConfigureDeps {
  settings: SettingsService;
  localState: LocalStateRepository;
  users: Pick<UsersRepository, 'update'>;
  sessions: { revokeForUser(userId: string, keepTokenHash?: string): void };
  passwords: PasswordPolicy;
  /** The port this process listens on now. */
  currentPort: () => number;
}

/** The caller's new password, once its current one is proven (owners only: §4.2 Perm column). */
async function passwordChange(passwords: PasswordPolicy, caller: Caller, body: ConfigureRequest) {
  if (body.password === undefined) return null;
  if (!caller.user.isOwner) throw new Forbidden();
  if (caller.user.type !== 'local' || !caller.user.passwordHash)
    throw new Forbidden('This user has no local password.');
  if (body.currentPassword === undefined) throw new MissingParameter('currentPassword');
  if (!(await verifyPassword(caller.user.passwordHash, body.currentPassword)))
    throw new Forbidden('Wrong current password.');
  passwords.check(body.password);
  return {
    passwordHash: await hashPassword(body.password),
    digestHa1: caller.user.isHttpDigestEnabled ? digestHa1(caller.user.name, body.password) : null,
  };
}

export async function configureSystem(
  d: ConfigureDeps,
  caller: Caller,
  body: ConfigureRequest,
): Promise<ConfigureReply> {
  const names =
    body.systemName === undefined
      ? {}
      : checkSettingsChange({ systemName: body.systemName }, caller.user, 'legacy');
  let port: number | null = null;
  if (body.port !== undefined) {
    const checked = validatePort(body.port);
    if (!checked.ok) throw new InvalidParameter('port', body.port);
    port = checked.port;
  }
  const password = await passwordChange(d.passwords, caller, body);
  d.settings.transaction(() => {
    d.settings.write(names);
    if (port !== null) d.localState.set(PORT_KEY, port);
    if (password) {
      d.users.update(caller.user.id, password);
      d.sessions.revokeForUser(caller.user.id, caller.session?.tokenHash);
    }
  });
  return { restartNeeded: port !== null && port !== d.currentPort() };
}
