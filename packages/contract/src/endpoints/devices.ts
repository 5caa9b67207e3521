/** Devices (media-server-api §4.5): REST records, the legacy calls, resource parameters and diagnostics. */
import * as z from 'zod/mini';
import { endpointGroup, V1_V2 } from '../mediaserver/endpoint.ts';
import {
  DEVICE_MODEL_DEFAULTS,
  deviceChangeRequestSchema,
  deviceCreateRequestSchema,
  deviceListQuerySchema,
  deviceModelSchema,
} from '../schemas/devices.ts';
import {
  cameraDiagnosticsQuerySchema,
  cameraDiagnosticsReplySchema,
  cameraHistoryItemsSchema,
  legacyCameraDataExSchema,
  legacyCameraQuerySchema,
  legacyResourceParamSchema,
  legacyResourceTypeSchema,
  removeResourceParamSchema,
  saveCameraUserAttributesSchema,
  setResourceParamsSchema,
} from '../schemas/devices-legacy.ts';
import { legacyIdReplySchema, legacyIdRequestSchema } from '../schemas/users.ts';
import { legacyIdQuerySchema } from './users.ts';

const devices = endpointGroup({
  family: 'rest',
  tag: 'Devices',
  versions: V1_V2,
  defaults: DEVICE_MODEL_DEFAULTS,
});
const legacy = endpointGroup({ family: 'legacy', tag: 'Devices (legacy)' });

export const devicesEndpoints = {
  list: devices({
    method: 'GET',
    path: '/rest/:version/devices',
    summary: 'Devices the caller may see (all media, or those in its access list)',
    access: 'access',
    query: deviceListQuerySchema,
    reply: z.array(deviceModelSchema),
  }),
  get: devices({
    method: 'GET',
    path: '/rest/:version/devices/:id',
    summary: 'One device by id, physicalId, logicalId or MAC',
    access: 'access',
    reply: deviceModelSchema,
  }),
  create: devices({
    method: 'POST',
    path: '/rest/:version/devices',
    summary: 'Add a device by its URL (the id is derived from physicalId)',
    access: 'GlobalEditCamerasPermission',
    body: deviceCreateRequestSchema,
    reply: deviceModelSchema,
  }),
  createWithId: devices({
    method: 'POST',
    path: '/rest/:version/devices/:id',
    summary: 'Not allowed: POST creates without an id in the path',
    access: 'GlobalEditCamerasPermission',
    hidden: true,
  }),
  replace: devices({
    method: 'PUT',
    path: '/rest/:version/devices/:id',
    summary: 'Replace the writable fields of a device; an unknown id adds the device there',
    access: 'GlobalEditCamerasPermission',
    body: deviceChangeRequestSchema,
    reply: deviceModelSchema,
  }),
  change: devices({
    method: 'PATCH',
    path: '/rest/:version/devices/:id',
    summary: 'Change a device: name, credentials, options, schedule, motion, parameters',
    access: 'GlobalEditCamerasPermission',
    body: deviceChangeRequestSchema,
    reply: deviceModelSchema,
  }),
  remove: devices({
    method: 'DELETE',
    path: '/rest/:version/devices/:id',
    summary: 'Remove a device and its parameters',
    access: 'GlobalEditCamerasPermission',
  }),
  legacyList: legacy({
    method: 'GET',
    path: '/ec2/getCamerasEx',
    summary: 'Cameras in the legacy form with their attributes and parameters',
    access: 'access',
    query: legacyCameraQuerySchema,
    reply: z.array(legacyCameraDataExSchema),
  }),
  saveUserAttributes: legacy({
    method: 'POST',
    path: '/ec2/saveCameraUserAttributes',
    summary: 'Legacy partial change of a camera (name, schedule, motion, options)',
    access: 'GlobalEditCamerasPermission',
    body: saveCameraUserAttributesSchema,
    reply: legacyIdReplySchema,
  }),
  resourceParams: legacy({
    method: 'GET',
    path: '/ec2/getResourceParams',
    summary: 'Parameters of a resource the caller may see (all of them without `id`)',
    access: 'access',
    query: legacyIdQuerySchema,
    reply: z.array(legacyResourceParamSchema),
  }),
  setResourceParams: legacy({
    method: 'POST',
    path: '/ec2/setResourceParams',
    summary: 'Set parameters (cameras: edit cameras; users, servers, storages: admin)',
    access: 'user',
    body: setResourceParamsSchema,
    reply: z.object({}),
  }),
  removeResourceParam: legacy({
    method: 'POST',
    path: '/ec2/removeResourceParam',
    summary: 'Remove one parameter of a resource',
    access: 'user',
    body: removeResourceParamSchema,
    reply: z.object({}),
  }),
  removeResource: legacy({
    method: 'POST',
    path: '/ec2/removeResource',
    summary: 'Remove any resource with what belongs to it (cameras: edit cameras; others: admin)',
    access: 'user',
    body: legacyIdRequestSchema,
    reply: legacyIdReplySchema,
  }),
  resourceTypes: legacy({
    method: 'GET',
    path: '/ec2/getResourceTypes',
    summary: 'Resource (driver) types',
    access: 'user',
    reply: z.array(legacyResourceTypeSchema),
  }),
  cameraHistory: legacy({
    method: 'GET',
    path: '/ec2/getCameraHistoryItems',
    summary: 'The servers each visible camera has been on',
    access: 'access',
    reply: z.array(cameraHistoryItemsSchema),
  }),
  diagnostics: legacy({
    method: 'GET',
    path: '/api/doCameraDiagnosticsStep',
    summary: 'Run one diagnostics step against a camera',
    access: 'GlobalEditCamerasPermission',
    envelope: true,
    query: cameraDiagnosticsQuerySchema,
    reply: cameraDiagnosticsReplySchema,
  }),
};
