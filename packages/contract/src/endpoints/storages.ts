/** Storages (media-server-api §4.4): records, space and state, legacy calls. Admins only. */
import * as z from 'zod/mini';
import { endpointGroup, V1_V2 } from '../mediaserver/endpoint.ts';
import {
  legacySaveStorageRequestSchema,
  legacySaveStoragesRequestSchema,
  legacyStorageDataSchema,
  legacyStorageQuerySchema,
  legacyStorageStatusQuerySchema,
  storageChangeRequestSchema,
  storageCreateRequestSchema,
  storageModelSchema,
  storageProbeReplySchema,
  storageReplaceRequestSchema,
  storageSpaceDataWithDbInfoSchema,
  storageSpaceReplySchema,
} from '../schemas/storages.ts';
import { legacyIdReplySchema, legacyIdRequestSchema } from '../schemas/users.ts';
import { strictQuerySchema } from './servers.ts';

const storages = endpointGroup({ family: 'rest', tag: 'Storages', versions: V1_V2, defaults: {} });
const legacy = endpointGroup({ family: 'legacy', tag: 'Storages (legacy)' });

const COLLECTION = '/rest/:version/servers/:id/storages';
const ONE = `${COLLECTION}/:storageId`;

export const storagesEndpoints = {
  list: storages({
    method: 'GET',
    path: COLLECTION,
    summary: 'Storages of a server (`*`: of every server)',
    access: 'admin',
    reply: z.array(storageModelSchema),
  }),
  create: storages({
    method: 'POST',
    path: COLLECTION,
    summary: 'Add a storage: a local folder or a share by URL',
    access: 'admin',
    body: storageCreateRequestSchema,
    reply: storageModelSchema,
  }),
  get: storages({
    method: 'GET',
    path: ONE,
    summary: 'One storage',
    access: 'admin',
    reply: storageModelSchema,
  }),
  createWithId: storages({
    method: 'POST',
    path: ONE,
    summary: 'Not allowed: ids are not given in the path when creating',
    access: 'admin',
    hidden: true,
  }),
  replace: storages({
    method: 'PUT',
    path: ONE,
    summary: 'Replace a storage (an unknown id creates it)',
    access: 'admin',
    body: storageReplaceRequestSchema,
    reply: storageModelSchema,
  }),
  change: storages({
    method: 'PATCH',
    path: ONE,
    summary: 'Change a storage: name, path, mode, reserved space',
    access: 'admin',
    body: storageChangeRequestSchema,
    reply: storageModelSchema,
  }),
  remove: storages({
    method: 'DELETE',
    path: ONE,
    summary: 'Remove a storage record (its files stay)',
    access: 'admin',
  }),
  status: storages({
    method: 'GET',
    path: `${ONE}/status`,
    summary: 'Space and state of a storage (`*`: of every storage, as an array)',
    access: 'admin',
    query: strictQuerySchema,
    reply: z.union([storageSpaceDataWithDbInfoSchema, z.array(storageSpaceDataWithDbInfoSchema)]),
  }),
  legacyList: legacy({
    method: 'GET',
    path: '/ec2/getStorages',
    summary: 'Legacy storage records',
    access: 'admin',
    query: legacyStorageQuerySchema,
    reply: z.array(legacyStorageDataSchema),
  }),
  legacySave: legacy({
    method: 'POST',
    path: '/ec2/saveStorage',
    summary: 'Legacy create-or-replace of a storage',
    access: 'admin',
    body: legacySaveStorageRequestSchema,
    reply: legacyIdReplySchema,
  }),
  legacySaveMany: legacy({
    method: 'POST',
    path: '/ec2/saveStorages',
    summary: 'Legacy create-or-replace of several storages, all or none',
    access: 'admin',
    body: legacySaveStoragesRequestSchema,
    reply: z.object({}),
  }),
  legacyRemove: legacy({
    method: 'POST',
    path: '/ec2/removeStorage',
    summary: 'Legacy removal of a storage record',
    access: 'admin',
    body: legacyIdRequestSchema,
    reply: legacyIdReplySchema,
  }),
  space: legacy({
    method: 'GET',
    path: '/api/storageSpace',
    summary: 'Space and state of this server’s storages and of the locations it found',
    access: 'admin',
    envelope: true,
    reply: storageSpaceReplySchema,
  }),
  probe: legacy({
    method: 'GET',
    path: '/api/storageStatus',
    summary: 'Probe a local folder or share URL',
    access: 'admin',
    envelope: true,
    query: legacyStorageStatusQuerySchema,
    reply: storageProbeReplySchema,
  }),
};
