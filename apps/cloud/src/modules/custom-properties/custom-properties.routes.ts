/**
 * The caller's custom properties (cloud-api §8.4): any JSON per name, echoed with 201 when stored. Another
 * account's properties (`/:name/:email`) are not served yet.
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
import type { CustomPropertiesRepository } from './custom-properties.repository.ts';

function accountOf(caller: CloudCaller) {
  if (caller.kind !== 'account') throw new CloudError('forbidden', cloudErrorTexts.forbidden);
  return caller.account;
}

export function customPropertyRoutes(properties: CustomPropertiesRepository): Route<CloudCaller>[] {
  return [
    route(customPropertyEndpoints.get, async ({ caller, params }) => {
      const account = accountOf(caller);
      const value = await properties.find(account.id, params.name);
      if (value === undefined)
        throw new CloudError('notFound', customPropertyNotFoundText(params.name, account.email));
      return value as never;
    }),
    route(customPropertyEndpoints.set, async ({ caller, params, body, reply }) => {
      const account = accountOf(caller);
      if (JSON.stringify(body).length > CUSTOM_PROPERTY_MAX_BYTES)
        throw new CloudError('wrongParameters', cloudErrorTexts.wrongFormParameters);
      await properties.put(account.id, params.name, body);
      reply.code(CUSTOM_PROPERTY_CREATED_STATUS);
      return body;
    }),
  ];
}
