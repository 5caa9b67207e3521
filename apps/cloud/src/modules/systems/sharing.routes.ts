/** Users of a system and sharing (cloud-api §5.6). */
import { CloudError, sharingEndpoints, USER_NOT_AUTHORIZED_TEXT } from '@argus/contract/cloud';
import type { CloudCaller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { ACTION_FAILURES, type AccountCredentials } from './account-credentials.ts';
import type { SharingService } from './sharing.service.ts';

function accountOf(caller: CloudCaller) {
  if (caller.kind !== 'account') throw new CloudError('notAuthorized', USER_NOT_AUTHORIZED_TEXT);
  return caller.account;
}

export function sharingRoutes(
  sharing: SharingService,
  credentials: AccountCredentials,
): Route<CloudCaller>[] {
  return [
    route(sharingEndpoints.users, ({ caller, params }) => sharing.users(accountOf(caller), params.id)),

    route(sharingEndpoints.share, async ({ caller, params, body }) => {
      const account = await credentials.accountOf(caller, body, ACTION_FAILURES);
      return sharing.share(account, params.id, { email: body.user_email, role: body.role });
    }),

    route(sharingEndpoints.groupShare, async ({ caller, body }) => {
      await sharing.groupShare(accountOf(caller), body.systems, body.users);
      return { resultCode: 'ok' as const };
    }),

    route(sharingEndpoints.accessRoles, ({ caller, params }) =>
      sharing.accessRoles(accountOf(caller), params.id),
    ),
  ];
}
