/**
 * The license server's calls (cloud-api §7.3) under `/nxlicensed/api/v2`. Its refusals carry the cloud's
 * error keys and the license server's `{error, message}` (http/error-mapper.ts).
 */
import { CloudError, licenseServerEndpoints } from '@argus/contract/cloud';
import type { CloudCaller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { LicenseIssuer } from './license-issuer.ts';
import type { LicenseServerService } from './license-server.service.ts';

/** The account of an `account` or `staff` endpoint's caller (the access rule admits no other). */
function accountOf(caller: CloudCaller) {
  if (caller.kind !== 'account') throw new Error('an account caller is an account');
  return caller.account;
}

export function licenseServerRoutes(
  licenses: LicenseServerService,
  issuer: LicenseIssuer,
): Route<CloudCaller>[] {
  const ep = licenseServerEndpoints;
  return [
    route(ep.activate, ({ body }) => licenses.activate(body)),
    route(ep.deactivate, ({ body }) => licenses.deactivate(body)),
    route(ep.change, ({ caller, body }) => licenses.change(accountOf(caller), body)),
    route(ep.list, ({ caller, query }) => licenses.list(accountOf(caller), query)),
    route(ep.get, ({ caller, params }) => licenses.get(accountOf(caller), params.key)),
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
