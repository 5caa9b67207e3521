/** Merging two systems (media-server-api §4.2.6): the request, the status and the legacy calls' shapes. */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';

const flag = () => z.optional(z.boolean());

export const systemMergeDataSchema = z
  .object({
    /** `host:port` of a server of the other system (the console strips protocol, credentials and slash). */
    remoteEndpoint: z.string().check(z.minLength(1)),
    /** A fresh session token of an owner of the remote system. */
    remoteSessionToken: z.string().check(z.minLength(1)),
    remoteCertificatePem: z.optional(z.string()),
    remoteServerId: z.optional(z.string()),
    takeRemoteSettings: flag(),
    mergeOneServer: flag(),
    ignoreIncompatible: flag(),
    ignoreOfflineServerDuplicates: flag(),
    dryRun: flag(),
  })
  .register(mediaServerRegistry, {
    id: 'SystemMergeData',
    description:
      'Merge the system of `remoteEndpoint` into this one (`takeRemoteSettings`: the remote side keeps its ' +
      'settings and name); `dryRun` only checks.',
  });
export type SystemMergeData = z.infer<typeof systemMergeDataSchema>;

export const mergeStatusReplySchema = z
  .object({ mergeId: z.string(), mergeInProgress: z.boolean() })
  .register(mediaServerRegistry, {
    id: 'MergeStatusReply',
    description: 'The last merge this server ran or checks, and whether one runs now.',
  });
export type MergeStatusReply = z.infer<typeof mergeStatusReplySchema>;

/** The legacy `POST /api/mergeSystems` body: the remote side by URL and URL auth keys of its owner. */
export const legacyMergeRequestSchema = z
  .object({
    url: z.string().check(z.minLength(1)),
    currentPassword: z.optional(z.string()),
    getKey: z.optional(z.string()),
    postKey: z.optional(z.string()),
    takeRemoteSettings: flag(),
    mergeOneServer: flag(),
    ignoreIncompatible: flag(),
    dryRun: flag(),
  })
  .register(mediaServerRegistry, {
    id: 'LegacyMergeRequest',
    description: 'Legacy merge: the remote base URL and the URL auth keys (GET, POST) of its owner.',
  });
export type LegacyMergeRequest = z.infer<typeof legacyMergeRequestSchema>;

export const pingSystemQuerySchema = z
  .object({ url: z.string().check(z.minLength(1)), getKey: z.optional(z.string()) })
  .register(mediaServerRegistry, {
    id: 'PingSystemQuery',
    description: 'The remote base URL and a URL auth key (GET) of its owner.',
  });
export type PingSystemQuery = z.infer<typeof pingSystemQuerySchema>;

/** The legacy ids merge errors carry in `errorString` on `/api/mergeSystems` and `/api/pingSystem`. */
export const MERGE_LEGACY_IDS = [
  'FAIL',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INCOMPATIBLE',
  'INCOMPATIBLE_INTERNAL',
  'UNCONFIGURED_SYSTEM',
  'DUPLICATE_MEDIASERVER_FOUND',
  'CLOUD_SYSTEMS_HAVE_DIFFERENT_OWNERS',
  'DEPENDENT_SYSTEM_BOUND_TO_CLOUD',
  'BOTH_SYSTEM_BOUND_TO_CLOUD',
  'UNKNOWN_ERROR',
] as const;
export type MergeLegacyId = (typeof MERGE_LEGACY_IDS)[number];
