/** Servers (media-server-api §4.3): records, module and runtime information, restart. */
import * as z from 'zod/mini';
import { endpointGroup, V1_V2 } from '../mediaserver/endpoint.ts';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { queryFlagSchema } from '../schemas/query-flags.ts';
import {
  legacyMediaServerDataExSchema,
  legacyMediaServerDataSchema,
  legacyModuleInformationSchema,
  legacyServerHardwareIdsSchema,
  legacyServerQuerySchema,
  legacyServerTimeSchema,
  SERVER_MODEL_DEFAULTS,
  saveMediaServerUserAttributesSchema,
  serverChangeRequestSchema,
  serverCreateRequestSchema,
  serverInformationSchema,
  serverModelSchema,
  serverReplaceRequestSchema,
  serverRuntimeInformationSchema,
  synchronizedTimeSchema,
} from '../schemas/servers.ts';
import { legacyIdReplySchema } from '../schemas/users.ts';

const servers = endpointGroup({
  family: 'rest',
  tag: 'Servers',
  versions: V1_V2,
  defaults: SERVER_MODEL_DEFAULTS,
});
const legacy = endpointGroup({ family: 'legacy', tag: 'Servers (legacy)' });

/** `_strict=true`: a server that does not answer fails the call (media-server-api §1.6). */
export const strictQuerySchema = z.object({ _strict: queryFlagSchema }).register(mediaServerRegistry, {
  id: 'StrictQuery',
  description: '`_strict=true` fails on any offline server.',
});

/** `allModules=true`: every server of the system. */
export const moduleInformationQuerySchema = z
  .object({ allModules: queryFlagSchema })
  .register(mediaServerRegistry, {
    id: 'ModuleInformationQuery',
    description: '`allModules=true` lists every online server of the system.',
  });

const oneOrAll = <T extends z.ZodMiniType>(item: T) => z.union([item, z.array(item)]);

export const serversEndpoints = {
  list: servers({
    method: 'GET',
    path: '/rest/:version/servers',
    summary: 'Server records of the system',
    access: 'access',
    reply: z.array(serverModelSchema),
  }),
  create: servers({
    method: 'POST',
    path: '/rest/:version/servers',
    summary: 'Create the record of another server',
    access: 'owner*',
    body: serverCreateRequestSchema,
    reply: serverModelSchema,
  }),
  get: servers({
    method: 'GET',
    path: '/rest/:version/servers/:id',
    summary: 'One server record (`this` = the server handling the request)',
    access: 'access',
    reply: serverModelSchema,
  }),
  createWithId: servers({
    method: 'POST',
    path: '/rest/:version/servers/:id',
    summary: 'Not allowed: ids are not given when creating',
    access: 'owner*',
    hidden: true,
  }),
  replace: servers({
    method: 'PUT',
    path: '/rest/:version/servers/:id',
    summary: 'Replace the writable fields of a server record',
    access: 'admin*',
    body: serverReplaceRequestSchema,
    reply: serverModelSchema,
  }),
  change: servers({
    method: 'PATCH',
    path: '/rest/:version/servers/:id',
    summary: 'Change a server record (rename: `{"name": ...}`)',
    access: 'admin*',
    body: serverChangeRequestSchema,
    reply: serverModelSchema,
  }),
  remove: servers({
    method: 'DELETE',
    path: '/rest/:version/servers/:id',
    summary: 'Remove a server record (not the server handling the request)',
    access: 'owner*',
  }),
  info: servers({
    method: 'GET',
    path: '/rest/:version/servers/:id/info',
    summary: 'Module information (`*` = all online servers, as an array)',
    access: 'none',
    query: strictQuerySchema,
    reply: oneOrAll(serverInformationSchema),
    // `cloudLinked: false` is an answer, not a default to omit (null never matches it).
    defaults: { cloudLinked: null },
  }),
  restart: servers({
    method: 'POST',
    path: '/rest/:version/servers/:id/restart',
    summary: 'Restart the server process; the reply comes first',
    access: 'admin*',
    reply: z.object({}),
  }),
  runtimeInfo: servers({
    method: 'GET',
    path: '/rest/:version/servers/:id/runtimeInfo',
    versions: ['v2'],
    summary: 'Time, time zone and hardware ids (`*` = all online servers, as an array)',
    access: 'user',
    query: strictQuerySchema,
    reply: oneOrAll(serverRuntimeInformationSchema),
    defaults: {},
  }),
  legacyList: legacy({
    method: 'GET',
    path: '/ec2/getMediaServers',
    summary: 'Legacy server records',
    access: 'access',
    query: legacyServerQuerySchema,
    reply: z.array(legacyMediaServerDataSchema),
  }),
  legacyListEx: legacy({
    method: 'GET',
    path: '/ec2/getMediaServersEx',
    summary: 'Legacy server records with attributes, parameters and storages',
    access: 'access',
    query: legacyServerQuerySchema,
    reply: z.array(legacyMediaServerDataExSchema),
  }),
  saveUserAttributes: legacy({
    method: 'POST',
    path: '/ec2/saveMediaServerUserAttributes',
    summary: 'Legacy partial change of a server (name, cameras, failover, backup bitrate, location)',
    access: 'admin',
    body: saveMediaServerUserAttributesSchema,
    reply: legacyIdReplySchema,
  }),
  timeOfServers: legacy({
    method: 'GET',
    path: '/ec2/getTimeOfServers',
    summary: 'OS and system time of every online server (times as strings)',
    access: 'user',
    envelope: true,
    reply: z.array(legacyServerTimeSchema),
  }),
  hardwareIds: legacy({
    method: 'GET',
    path: '/ec2/getHardwareIdsOfServers',
    summary: 'Hardware ids of every online server (licensing)',
    access: 'admin',
    envelope: true,
    reply: z.array(legacyServerHardwareIdsSchema),
  }),
  synchronizedTime: legacy({
    method: 'GET',
    path: '/api/synchronizedTime',
    summary: 'System time',
    access: 'user',
    envelope: true,
    reply: synchronizedTimeSchema,
  }),
  moduleInformation: legacy({
    method: 'GET',
    path: '/api/moduleInformation',
    summary: 'Module information of this server (`allModules=true`: of all online servers)',
    access: 'none',
    envelope: true,
    query: moduleInformationQuerySchema,
    reply: oneOrAll(legacyModuleInformationSchema),
  }),
  moduleInformationAuthenticated: legacy({
    method: 'GET',
    path: '/api/moduleInformationAuthenticated',
    summary: 'Module information, for authenticated callers',
    access: 'user',
    envelope: true,
    query: moduleInformationQuerySchema,
    reply: oneOrAll(legacyModuleInformationSchema),
  }),
  restartLegacy: legacy({
    method: 'POST',
    path: '/api/restart',
    summary: 'Restart the server process; the reply comes first',
    access: 'admin',
    envelope: true,
    reply: z.null(),
  }),
};
