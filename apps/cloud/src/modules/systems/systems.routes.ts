/** The portal's system calls (cloud-api §5.2–§5.7): list, get, connect, disconnect, rename. */
import { systemEndpoints } from '@argus/contract/cloud';
import { admittedAccount, type CloudCaller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { ACTION_FAILURES, type AccountCredentials, CONNECT_FAILURES } from './account-credentials.ts';
import type { SystemsService } from './systems.service.ts';

export function systemRoutes(systems: SystemsService, credentials: AccountCredentials): Route<CloudCaller>[] {
  return [
    route(systemEndpoints.list, ({ caller }) => systems.list(admittedAccount(caller))),

    route(systemEndpoints.get, async ({ caller, params }) => [
      await systems.get(admittedAccount(caller), params.id),
    ]),

    route(systemEndpoints.connect, async ({ caller, body }) => {
      const owner = await credentials.accountOf(caller, body, CONNECT_FAILURES);
      return systems.connect(owner, { name: body.name });
    }),

    route(systemEndpoints.disconnect, async ({ caller, body }) => {
      const account = await credentials.accountOf(caller, body, ACTION_FAILURES);
      await systems.disconnect(account, body.system_id);
      return { resultCode: 'ok' as const };
    }),

    route(systemEndpoints.rename, async ({ caller, params, body }) => {
      await systems.rename(admittedAccount(caller), params.id, body.name);
      return { resultCode: 'ok' as const };
    }),
  ];
}
