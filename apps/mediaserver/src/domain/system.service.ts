import {
  type ConfigureReply,
  type ConfigureRequest,
  legacyId,
  type PingReply,
  PRODUCT_CUSTOMIZATION,
  PRODUCT_VERSION,
  PROTO_VERSION,
  type SystemInformation,
  validatePort,
} from '@argus/contract';
import type { Caller } from '../auth/caller.ts';
import { digestHa1, hashPassword, verifyPassword } from '../auth/password.ts';
import type { AppContext } from '../context.ts';
import { servers } from '../db/schema.ts';
import { apiErrors } from '../http/api-error.ts';
import { requireAcceptablePassword } from './password-policy.ts';
import { checkSettingsChange } from './settings-changes.ts';
import { localSystemIdOf } from './system-state.ts';

/** Local-state key of the time (ms) the local system id was last set. */
export const SYS_ID_TIME_KEY = 'sysIdTime';
/** Local-state key of the HTTP port chosen with `/api/configure`, used from the next start. */
export const PORT_KEY = 'port';

/** `GET /rest/v1/system/info` (media-server-api §4.2.1): `localId` only once the system is set up. */
export function systemInformation(ctx: AppContext): SystemInformation {
  const s = ctx.settings;
  const localId = s.get('localSystemId');
  const cloudId = s.get('cloudSystemID');
  const cloudOwner = cloudId ? ctx.users.list().find((u) => u.type === 'cloud' && u.isOwner) : undefined;
  return {
    name: s.get('systemName'),
    customization: PRODUCT_CUSTOMIZATION,
    version: PRODUCT_VERSION,
    protoVersion: PROTO_VERSION,
    cloudHost: s.get('cloudHost'),
    ...(localId ? { localId } : {}),
    ...(cloudId ? { cloudId } : {}),
    ...(cloudOwner ? { cloudOwnerId: cloudOwner.id } : {}),
    servers: ctx.db
      .select({ id: servers.id })
      .from(servers)
      .all()
      .map((r) => r.id),
    devices: [],
    synchronizedTimeMs: ctx.clock(),
  };
}

/**
 * `GET /api/ping` (media-server-api §4.2.5). [design] `tranLogTime` is the transaction-log timestamp of a
 * 5.1 server: `sequence` counts clock rollbacks (none: 0) and `ticksMs` is the server clock.
 */
export function pingReply(ctx: AppContext): PingReply {
  return {
    moduleGuid: legacyId(ctx.identity.serverId),
    localSystemId: legacyId(localSystemIdOf(ctx.settings)),
    sysIdTime: ctx.localState.get<number>(SYS_ID_TIME_KEY) ?? 0,
    tranLogTime: { sequence: 0, ticksMs: ctx.clock() },
  };
}

/** The caller's new password, once its current one is proven (owners only: §4.2 Perm column). */
async function passwordChange(caller: Caller, body: ConfigureRequest) {
  if (body.password === undefined) return null;
  if (!caller.user.isOwner) throw apiErrors.forbidden();
  if (caller.user.type !== 'local' || !caller.user.passwordHash)
    throw apiErrors.forbidden('This user has no local password.');
  if (body.currentPassword === undefined) throw apiErrors.missingParameter('currentPassword');
  if (!(await verifyPassword(caller.user.passwordHash, body.currentPassword)))
    throw apiErrors.forbidden('Wrong current password.');
  requireAcceptablePassword(body.password);
  return {
    passwordHash: await hashPassword(body.password),
    digestHa1: caller.user.isHttpDigestEnabled ? digestHa1(caller.user.name, body.password) : null,
  };
}

/**
 * Legacy `POST /api/configure` (§4.2.5): system name, HTTP port (from the next start) and the caller's own
 * password, all checked before anything is written, then written in one transaction. Other sessions of
 * the caller end when its password changes; the calling one stays.
 */
export async function configureSystem(
  ctx: AppContext,
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
    if (!checked.ok) throw apiErrors.invalidParameter('port', body.port);
    port = checked.port;
  }
  const password = await passwordChange(caller, body);
  ctx.settings.transaction(() => {
    ctx.settings.write(names);
    if (port !== null) ctx.localState.set(PORT_KEY, port);
    if (password) {
      ctx.users.update(caller.user.id, password);
      ctx.sessions.revokeForUser(caller.user.id, caller.session?.tokenHash);
    }
  });
  return { restartNeeded: port !== null && port !== ctx.config.port };
}
