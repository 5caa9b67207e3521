/**
 * Transfer of ownership (cloud-api §6): list, offer (the owner, whose password is checked when sent), answer
 * (the proposed owner), cancel (the owner). Session or Bearer token.
 */
import { transferEndpoints } from '@argus/contract/cloud';
import { admittedAccount, type CloudCaller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { ACTION_FAILURES, type AccountCredentials } from '../systems/index.ts';
import type { TransfersService } from './transfers.service.ts';

/** `CloudResponse` of a successful answer or cancel. */
const DONE = { resultCode: 'ok', errorText: '', errorClass: '', errorDetail: '' } as const;

export function transferRoutes(
  transfers: TransfersService,
  credentials: AccountCredentials,
): Route<CloudCaller>[] {
  return [
    route(transferEndpoints.list, ({ caller }) => transfers.list(admittedAccount(caller))),

    route(transferEndpoints.start, async ({ caller, params, body }) => {
      const owner = admittedAccount(caller);
      const { password } = body;
      const confirm =
        password === undefined ? undefined : () => credentials.confirm(owner, password, ACTION_FAILURES);
      return transfers.start(owner, params.systemId, body.newOwnerEmail, confirm);
    }),

    route(transferEndpoints.answer, async ({ caller, params, body }) => {
      await transfers.answer(admittedAccount(caller), params.systemId, body.action);
      return DONE;
    }),

    route(transferEndpoints.cancel, async ({ caller, params }) => {
      await transfers.cancel(admittedAccount(caller), params.systemId);
      return DONE;
    }),
  ];
}
