/** Merging systems (media-server-api §4.2.6): REST and the legacy calls. */
import { endpointGroup, V1_V2 } from '../mediaserver/endpoint.ts';
import {
  legacyMergeRequestSchema,
  mergeStatusReplySchema,
  pingSystemQuerySchema,
  systemMergeDataSchema,
} from '../schemas/merge.ts';
import { legacyModuleInformationSchema } from '../schemas/servers.ts';

const rest = endpointGroup({ family: 'rest', tag: 'System merge', versions: V1_V2 });
const legacy = endpointGroup({ family: 'legacy', tag: 'System merge (legacy)', envelope: true });

export const mergeEndpoints = {
  merge: rest({
    method: 'POST',
    path: '/rest/:version/system/merge',
    summary:
      'Merge the system of `remoteEndpoint` into this one; `dryRun` runs every check and changes nothing',
    access: 'owner*',
    body: systemMergeDataSchema,
    reply: mergeStatusReplySchema,
  }),
  status: rest({
    method: 'GET',
    path: '/rest/:version/system/merge',
    summary: 'Whether a merge runs now (polled by the console until `mergeInProgress` is false)',
    access: 'none',
    reply: mergeStatusReplySchema,
  }),
  legacyStatus: legacy({
    method: 'GET',
    path: '/ec2/mergeStatus',
    summary: 'Legacy merge status',
    access: 'none',
    reply: mergeStatusReplySchema,
  }),
  pingSystem: legacy({
    method: 'GET',
    path: '/api/pingSystem',
    summary: 'Probe a remote system before a merge: its module information, or a legacy id in `errorString`',
    access: 'admin',
    query: pingSystemQuerySchema,
    reply: legacyModuleInformationSchema,
  }),
  mergeSystems: legacy({
    method: 'POST',
    path: '/api/mergeSystems',
    summary: 'Legacy merge with URL auth keys of the remote owner; errors carry a legacy id in `errorString`',
    access: 'owner',
    body: legacyMergeRequestSchema,
    reply: legacyModuleInformationSchema,
  }),
};
