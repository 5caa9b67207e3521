/**
 * The cloud DB's system calls (cloud-api §5.13) for third-party tools and media servers: bind, get (a
 * system's own call confirms its binding, §5.4), its cloud users, share (also by the system itself, when its
 * server changes a cloud user), unbind (also by the system itself,
 * when its server's `cloudUnbind` tells the cloud), nonces for legacy auth keys, the calling account, ping.
 */
import {
  type CdbAccount,
  type CdbAccountStatus,
  CloudError,
  cdbEndpoints,
  cloudErrorTexts,
} from '@argus/contract/cloud';
import type { CloudCaller } from '../../auth/caller.ts';
import type { Clock } from '../../clock.ts';
import { type Route, route } from '../../http/route.ts';
import type { AccountRow } from '../accounts/index.ts';
import type { SharingService } from './sharing.service.ts';
import { issueSystemNonce } from './system-nonce.ts';
import { fullNameOf } from './system-reply.ts';
import type { SystemsService } from './systems.service.ts';

/** The cloud DB's names of the account states [design]. */
const CDB_STATUS: Record<AccountRow['status'], CdbAccountStatus> = {
  activated: 'activated',
  registered: 'awaitingEmailConfirmation',
  invited: 'inviteHasBeenSent',
};

/** `GET /cdb/account/get`: the account as the cloud DB describes it (accounts have one brand, `default`). */
function cdbAccountReply(account: AccountRow): CdbAccount {
  return {
    email: account.email,
    fullName: fullNameOf(account),
    customization: 'default',
    statusCode: CDB_STATUS[account.status],
    account2faEnabled: account.twoFactorEnabled,
  };
}

function accountOf(caller: CloudCaller) {
  if (caller.kind !== 'account') throw new CloudError('forbidden');
  return caller.account;
}

/** A system caller may only ask about itself. */
function ownSystem(caller: CloudCaller & { kind: 'system' }, systemId: string | undefined): string {
  if (systemId !== undefined && systemId.toLowerCase() !== caller.systemId) throw new CloudError('forbidden');
  return caller.systemId;
}

export function cdbSystemRoutes(
  systems: SystemsService,
  sharing: SharingService,
  clock: Clock,
): Route<CloudCaller>[] {
  const bind = (caller: CloudCaller, body: { name: string; customization: string }) =>
    systems.connect(accountOf(caller), body);
  return [
    route(cdbEndpoints.bind, ({ caller, body }) => bind(caller, body)),
    route(cdbEndpoints.bindLegacy, ({ caller, body }) => bind(caller, body)),

    route(cdbEndpoints.systems, async ({ caller, query }) => {
      if (caller.kind === 'system')
        return { systems: [await systems.contactOf(ownSystem(caller, query.systemId))] };
      const all = await systems.list(caller.account);
      return {
        systems: all.filter(
          (s) =>
            (query.systemId === undefined || s.id === query.systemId.toLowerCase()) &&
            (query.customization === undefined || s.customization === query.customization),
        ),
      };
    }),

    route(cdbEndpoints.system, async ({ caller, params }) =>
      caller.kind === 'system'
        ? systems.contactOf(ownSystem(caller, params.id))
        : systems.get(caller.account, params.id),
    ),

    route(cdbEndpoints.rename, async ({ caller, body }) => {
      await systems.rename(accountOf(caller), body.systemId, body.name);
      return { resultCode: 'ok' as const };
    }),

    route(cdbEndpoints.accessRoles, async ({ caller, query }) => ({
      accessRoles: await sharing.accessRoles(accountOf(caller), query.systemId),
    })),

    route(cdbEndpoints.delete, async ({ caller, params }) => {
      await systems.disconnect(accountOf(caller), params.id);
      return { resultCode: 'ok' as const };
    }),

    route(cdbEndpoints.cloudUsers, async ({ caller, query }) => {
      if (caller.kind === 'system')
        return { sharing: await sharing.usersOf(ownSystem(caller, query.systemId)) };
      return { sharing: await sharing.users(caller.account, query.systemId) };
    }),

    // A system's own server pushes the cloud users changed on it (§5.4 item 3); an account shares as itself.
    route(cdbEndpoints.share, async ({ caller, body }) => {
      const input = {
        email: body.accountEmail,
        role: body.accessRole,
        isEnabled: body.isEnabled,
        customPermissions: body.customPermissions,
        userRoleId: body.userRoleId,
      };
      if (caller.kind === 'system') {
        ownSystem(caller, body.systemId);
        await sharing.shareForSystem(caller.system, input);
      } else await sharing.share(caller.account, body.systemId, input);
      return { resultCode: 'ok' as const };
    }),

    route(cdbEndpoints.addUser, ({ caller, params, body }) => {
      if (body.systemId !== undefined && body.systemId.toLowerCase() !== params.id.toLowerCase())
        throw new CloudError('wrongParameters', cloudErrorTexts.wrongFormParameters, {
          systemId: ['Does not match the system of the path.'],
        });
      return sharing.share(accountOf(caller), params.id, {
        email: body.accountEmail,
        role: body.accessRole,
        isEnabled: body.isEnabled,
        customPermissions: body.customPermissions,
        userRoleId: body.userRoleId,
        notify: body.sendNotification,
      });
    }),

    route(cdbEndpoints.nonce, async ({ caller, query }) => {
      if (caller.kind === 'system') {
        ownSystem(caller, query.systemId);
        return issueSystemNonce(caller.system, clock());
      }
      return systems.nonce(caller.account, query.systemId);
    }),

    route(cdbEndpoints.account, ({ caller }) => cdbAccountReply(accountOf(caller))),

    route(cdbEndpoints.ping, () => ({ resultCode: 'ok' as const })),

    route(cdbEndpoints.unbind, async ({ caller, body }) => {
      if (caller.kind === 'system') await systems.unbindBySystem(ownSystem(caller, body.systemId));
      else await systems.disconnect(caller.account, body.systemId);
      return { resultCode: 'ok' as const };
    }),
  ];
}
