/** Every endpoint of the cloud API, by area and as one list (the OpenAPI document, route and contract tests). */
import type { EndpointDef } from '../../endpoints/endpoint.ts';
import type { CloudAccess } from '../access.ts';
import { accountEndpoints } from './account.ts';
import { cdbEndpoints } from './cdb.ts';
import { customPropertyEndpoints } from './custom-properties.ts';
import { licenseServerEndpoints } from './license-server.ts';
import { oauthEndpoints } from './oauth.ts';
import { sessionEndpoints } from './session.ts';
import { sharingEndpoints } from './sharing.ts';
import { systemEndpoints } from './systems.ts';
import { transferEndpoints } from './transfer.ts';
import { twoFactorEndpoints } from './two-factor.ts';
import { testHookEndpoints, utilsEndpoints } from './utils.ts';

export type CloudEndpoint = EndpointDef<'cloud', CloudAccess>;

/**
 * The cloud's endpoints by area. `testHook` is served by debug deployments only (the cloud leaves it out
 * otherwise).
 */
export const CLOUD_ENDPOINT_AREAS = {
  session: sessionEndpoints,
  account: accountEndpoints,
  twoFactor: twoFactorEndpoints,
  oauth: oauthEndpoints,
  systems: systemEndpoints,
  sharing: sharingEndpoints,
  transfer: transferEndpoints,
  cdb: cdbEndpoints,
  utils: utilsEndpoints,
  customProperties: customPropertyEndpoints,
  licenseServer: licenseServerEndpoints,
  testHook: testHookEndpoints,
} as const;

/** Every cloud endpoint, test hook included. */
export const CLOUD_ENDPOINTS: readonly CloudEndpoint[] = Object.values(CLOUD_ENDPOINT_AREAS).flatMap(
  (area): CloudEndpoint[] => Object.values(area),
);
