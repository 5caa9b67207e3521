/** Every cloud endpoint of the contract is served by exactly one route. */
import {
  accountEndpoints,
  cdbEndpoints,
  oauthEndpoints,
  sessionEndpoints,
  sharingEndpoints,
  systemEndpoints,
  transferEndpoints,
  twoFactorEndpoints,
} from '@argus/contract/cloud';
import { registeredEndpoints } from '@argus/http-kit';
import { describe, expect, it } from 'vitest';
import { startCloud } from './support/test-cloud.ts';

describe('routes', () => {
  it('registers each endpoint once', async () => {
    const cloud = await startCloud();
    const registered = registeredEndpoints(cloud.app);
    const served = [
      ...Object.values(sessionEndpoints),
      ...Object.values(oauthEndpoints),
      accountEndpoints.loginCode,
      accountEndpoints.loginTokens,
      accountEndpoints.refreshAccessToken,
      accountEndpoints.renewSession,
      systemEndpoints.code,
      systemEndpoints.token,
      systemEndpoints.list,
      systemEndpoints.get,
      systemEndpoints.connect,
      systemEndpoints.disconnect,
      systemEndpoints.rename,
      sharingEndpoints.users,
      sharingEndpoints.share,
      sharingEndpoints.accessRoles,
      sharingEndpoints.groupShare,
      ...Object.values(transferEndpoints),
      ...Object.values(cdbEndpoints),
      ...Object.values(twoFactorEndpoints),
      accountEndpoints.security,
      accountEndpoints.deleteTotpKey,
    ];
    for (const endpoint of served)
      expect(
        registered.filter((e) => e === endpoint),
        `${endpoint.method} ${endpoint.path}`,
      ).toHaveLength(1);
    const keys = registered.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
