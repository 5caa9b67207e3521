/**
 * The license server's calls (cloud-api §7.3) under `/nxlicensed/api/v2`. Its refusals carry the cloud's
 * error keys and the license server's `{error, message}` (http/error-mapper.ts).
 */
import { CloudError, licenseServerEndpoints } from '@argus/contract/cloud';
import { admittedAccount, type CloudCaller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { LicenseIssuer } from './license-issuer.ts';
import type { LicenseServerService } from './license-server.service.ts';

export function licenseServerRoutes(
  licenses: LicenseServerService,
  issuer: LicenseIssuer,
): Route<CloudCaller>[] {
  const ep = licenseServerEndpoints;
  return [
    route(ep.activate, ({ body }) => licenses.activate(body)),
    route(ep.deactivate, ({ body }) => licenses.deactivate(body)),
    route(ep.change, ({ caller, body }) => licenses.change(admittedAccount(caller), body)),
    route(ep.list, ({ caller, query }) => licenses.list(admittedAccount(caller), query)),
    route(ep.get, ({ caller, params }) => licenses.get(admittedAccount(caller), params.key)),
    route(ep.usageReport, async ({ caller, body }) => {
      // A media server reports for its own system, with its own credentials.
      if (caller.kind !== 'system') throw new CloudError('forbidden');
      await licenses.reportUsage(caller.systemId, body);
      return { resultCode: 'ok' } as const;
    }),
    route(ep.inspect, ({ params }) => licenses.inspect(params.key)),
    route(
      ep.publicKey,
      async () => ({ algorithm: 'ed25519', publicKey: await licenses.publicKey() }) as const,
    ),
    route(ep.issue, async ({ body }) => ({ keys: await issuer.issue(body) })),
  ];
}
