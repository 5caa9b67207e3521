/**
 * Licenses (media-server-api §4.8): admins only. REST list/get/put/delete, the read-only summary, the legacy
 * calls, and (of Argus's design, docs/api-decisions.md) the detailed list, trial activation and deactivation.
 */
import * as z from 'zod/mini';
import { endpointGroup, V1_V2 } from '../mediaserver/endpoint.ts';
import {
  activateLicenseBodySchema,
  activateLicenseQuerySchema,
  licenseDataSchema,
  licenseDeactivateReplySchema,
  licenseDeactivateRequestSchema,
  licenseInfoSchema,
  licenseKeyBodySchema,
  licensePutRequestSchema,
  licenseSummariesSchema,
} from '../schemas/licenses.ts';

const rest = endpointGroup({ family: 'rest', tag: 'Licenses', versions: V1_V2 });
const summaries = endpointGroup({ family: 'rest', tag: 'Licenses', versions: ['v1'] });
const legacy = endpointGroup({ family: 'legacy', tag: 'Licenses' });
const api = endpointGroup({ family: 'legacy', tag: 'Licenses', envelope: true });

const ONE = '/rest/:version/licenses/:key';

export const licensesEndpoints = {
  list: rest({
    method: 'GET',
    path: '/rest/:version/licenses',
    summary: 'Every license of the system',
    access: 'admin',
    reply: z.array(licenseDataSchema),
  }),
  details: rest({
    method: 'GET',
    path: '/rest/:version/licenseDetails',
    summary: 'Every license parsed, with its status on this system, its server and expiration',
    access: 'admin',
    reply: z.array(licenseInfoSchema),
  }),
  trial: rest({
    method: 'POST',
    path: '/rest/:version/licenses/trial',
    summary: 'Activate the trial (Time) license: 4 cameras for 30 days, once per system',
    access: 'admin',
    reply: licenseDataSchema,
  }),
  get: rest({
    method: 'GET',
    path: ONE,
    summary: 'One license',
    access: 'admin',
    reply: licenseDataSchema,
  }),
  put: rest({
    method: 'PUT',
    path: ONE,
    summary: 'Store a license block as given, or (empty body) activate the key online',
    access: 'admin',
    body: licensePutRequestSchema,
    reply: licenseDataSchema,
  }),
  remove: rest({
    method: 'DELETE',
    path: ONE,
    summary: 'Remove a license (cameras beyond the remaining channels stop recording)',
    access: 'admin',
  }),
  deactivate: rest({
    method: 'POST',
    path: `${ONE}/deactivate`,
    summary: "Deactivate a license at the license server (the caller's password first) and remove it",
    access: 'admin',
    body: licenseDeactivateRequestSchema,
    reply: licenseDeactivateReplySchema,
  }),
  summaries: summaries({
    method: 'GET',
    path: '/rest/:version/licenseSummaries',
    summary: 'Channels per license class: total, available, in use (read-only: other methods 405)',
    access: 'admin',
    reply: licenseSummariesSchema,
  }),
  legacyList: legacy({
    method: 'GET',
    path: '/ec2/getLicenses',
    summary: 'Every license, as a bare array',
    access: 'admin',
    reply: z.array(licenseDataSchema),
  }),
  legacyAdd: legacy({
    method: 'POST',
    path: '/ec2/addLicenses',
    summary: 'Store license blocks as given',
    access: 'admin',
    body: z.array(licenseDataSchema),
  }),
  legacyRemove: legacy({
    method: 'POST',
    path: '/ec2/removeLicense',
    summary: 'Remove a license',
    access: 'admin',
    body: licenseKeyBodySchema,
  }),
  activate: api({
    method: 'POST',
    path: '/api/activateLicense',
    summary: 'Activate a key online (`licenseKey` in the body or `key` in the query)',
    access: 'user',
    query: activateLicenseQuerySchema,
    body: z.optional(activateLicenseBodySchema),
    reply: licenseDataSchema,
  }),
};
