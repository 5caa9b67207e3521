/**
 * The license server (cloud-api §7.3) under `/nxlicensed/api/v2`. Activation, deactivation and inspection
 * take no credentials (the key is what the caller holds); the portal's calls take an account, the usage
 * report a system's own credentials, issuing a staff session. Its `/storage/*` calls are not served.
 */
import { cloudEndpointGroup } from '../endpoint.ts';
import { okReplySchema } from '../schemas/account.ts';
import {
  cloudLicenseSchema,
  cloudLicensesQuerySchema,
  cloudLicensesReplySchema,
  licenseActivateRequestSchema,
  licenseChangeRequestSchema,
  licenseDataSchema,
  licenseDeactivateReplySchema,
  licenseDeactivateRequestSchema,
  licenseFactsSchema,
  licenseIssueReplySchema,
  licenseIssueRequestSchema,
  licensePublicKeySchema,
  licenseUsageReportSchema,
} from '../schemas/license-server.ts';

/** Where the license server's calls live. */
export const LICENSE_SERVER_PREFIX = '/nxlicensed/api/v2';

const ep = cloudEndpointGroup({ family: 'cloud', tag: 'License server' });

export const licenseServerEndpoints = {
  activate: ep({
    method: 'POST',
    path: `${LICENSE_SERVER_PREFIX}/license/cloud/activate`,
    summary:
      'Activate a key for a media server; answers its signed license block (again, for the same hardware).',
    access: 'none',
    body: licenseActivateRequestSchema,
    reply: licenseDataSchema,
  }),
  deactivate: ep({
    method: 'POST',
    path: `${LICENSE_SERVER_PREFIX}/license/cloud/deactivate`,
    summary: 'Release a key from the media server it is active on (3 times per key).',
    access: 'none',
    body: licenseDeactivateRequestSchema,
    reply: licenseDeactivateReplySchema,
  }),
  change: ep({
    method: 'PUT',
    path: `${LICENSE_SERVER_PREFIX}/license/cloud/change`,
    summary: 'Move an active key between two cloud systems the caller owns.',
    access: 'account',
    body: licenseChangeRequestSchema,
    reply: cloudLicenseSchema,
  }),
  list: ep({
    method: 'GET',
    path: `${LICENSE_SERVER_PREFIX}/license/cloud/licenses`,
    summary: 'The keys active on the caller’s systems (or one of them), at most 10000.',
    access: 'account',
    query: cloudLicensesQuerySchema,
    reply: cloudLicensesReplySchema,
  }),
  get: ep({
    method: 'GET',
    path: `${LICENSE_SERVER_PREFIX}/license/cloud/licenses/:key`,
    summary: 'One key active on one of the caller’s systems.',
    access: 'account',
    reply: cloudLicenseSchema,
  }),
  usageReport: ep({
    method: 'POST',
    path: `${LICENSE_SERVER_PREFIX}/license/cloud/usage_report`,
    summary: 'A system reports the channels it uses per license class (its own credentials).',
    access: 'cdb',
    body: licenseUsageReportSchema,
    reply: okReplySchema,
  }),
  inspect: ep({
    method: 'GET',
    path: `${LICENSE_SERVER_PREFIX}/license/inspect/:key`,
    summary: 'The public facts of a key: class, channels, state, expiry, deactivations left.',
    access: 'none',
    reply: licenseFactsSchema,
  }),
  publicKey: ep({
    method: 'GET',
    path: `${LICENSE_SERVER_PREFIX}/license/publicKey`,
    summary: 'The Ed25519 public key that verifies `SIGNATURE2` of the blocks.',
    access: 'none',
    reply: licensePublicKeySchema,
  }),
  issue: ep({
    method: 'POST',
    path: `${LICENSE_SERVER_PREFIX}/license/issue`,
    summary: 'Issue keys (staff only).',
    access: 'staff',
    body: licenseIssueRequestSchema,
    reply: licenseIssueReplySchema,
  }),
} as const;
