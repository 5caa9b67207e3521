/**
 * Custom properties (cloud-api §8.4): any JSON per name, echoed with 201 when stored. `/:name/:email` names
 * the account: the caller's own e-mail (the console saves its theme so), or any account for a superuser.
 */
import {
  CloudError,
  CUSTOM_PROPERTY_CREATED_STATUS,
  CUSTOM_PROPERTY_MAX_BYTES,
  cloudErrorTexts,
  customPropertyEndpoints,
  customPropertyNotFoundText,
} from '@argus/contract/cloud';
import type { CloudCaller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { type AccountsRepository, normalizeEmail } from '../accounts/accounts.repository.ts';
import type { AccountRow } from '../accounts/accounts.table.ts';
import type { CustomPropertiesRepository } from './custom-properties.repository.ts';

function accountOf(caller: CloudCaller) {
  if (caller.kind !== 'account') throw new CloudError('forbidden', cloudErrorTexts.forbidden);
  return caller.account;
}

export function customPropertyRoutes(
  properties: CustomPropertiesRepository,
  accounts: Pick<AccountsRepository, 'findByEmail'>,
): Route<CloudCaller>[] {
  /**
   * The account `email` names, for the caller. Others' properties are for superusers only; the reference's
   * `notAuthorized` would end the console's session, so a refusal is `forbidden` [design].
   */
  async function accountNamed(caller: CloudCaller, email: string): Promise<AccountRow> {
    const self = accountOf(caller);
    const wanted = normalizeEmail(email);
    if (wanted === self.email) return self;
    if (!self.isSuperuser) throw new CloudError('forbidden', cloudErrorTexts.forbidden);
    const account = await accounts.findByEmail(wanted);
    if (!account) throw new CloudError('notFound', cloudErrorTexts.userNotInCloud);
    return account;
  }

  async function read(account: AccountRow, name: string) {
    const value = await properties.find(account.id, name);
    if (value === undefined)
      throw new CloudError('notFound', customPropertyNotFoundText(name, account.email));
    return value as never;
  }

  async function write(account: AccountRow, name: string, body: unknown) {
    if (JSON.stringify(body).length > CUSTOM_PROPERTY_MAX_BYTES)
      throw new CloudError('wrongParameters', cloudErrorTexts.wrongFormParameters);
    await properties.put(account.id, name, body);
  }

  return [
    route(customPropertyEndpoints.getForAccount, async ({ caller, params }) =>
      read(await accountNamed(caller, params.email), params.name),
    ),
    route(customPropertyEndpoints.setForAccount, async ({ caller, params, body, reply }) => {
      await write(await accountNamed(caller, params.email), params.name, body);
      reply.code(CUSTOM_PROPERTY_CREATED_STATUS);
      return body;
    }),
    route(customPropertyEndpoints.get, async ({ caller, params }) => {
      return read(accountOf(caller), params.name);
    }),
    route(customPropertyEndpoints.set, async ({ caller, params, body, reply }) => {
      await write(accountOf(caller), params.name, body);
      reply.code(CUSTOM_PROPERTY_CREATED_STATUS);
      return body;
    }),
  ];
}
