/**
 * Adding cameras by address: the Nx 5.1 `/api/manualCamera/*` calls, and their REST form (an Argus decision,
 * docs/api-decisions.md): `POST /rest/v2/devices/{*}/searches` (`*` in the id), then adding through `POST /rest/v1/devices`.
 */
import * as z from 'zod/mini';
import { endpointGroup } from '../mediaserver/endpoint.ts';
import {
  deviceSearchRequestSchema,
  deviceSearchSchema,
  legacySearchReplySchema,
  manualAddBodySchema,
  manualAddQuerySchema,
  manualProcessQuerySchema,
  manualSearchQuerySchema,
} from '../schemas/camera-search.ts';

const manual = endpointGroup({ family: 'legacy', tag: 'Devices (legacy)', envelope: true });
const searches = endpointGroup({ family: 'rest', tag: 'Devices', versions: ['v2'] });

export const cameraSearchEndpoints = {
  search: manual({
    method: 'GET',
    path: '/api/manualCamera/search',
    getWrite: true,
    summary: 'Start a search at a stream URL, an address or an address range',
    access: 'GlobalEditCamerasPermission',
    query: manualSearchQuerySchema,
    reply: legacySearchReplySchema,
  }),
  searchPost: manual({
    method: 'POST',
    path: '/api/manualCamera/search',
    summary: 'Start a search (parameters in the query, as newer clients send them)',
    access: 'GlobalEditCamerasPermission',
    query: manualSearchQuerySchema,
    reply: legacySearchReplySchema,
  }),
  status: manual({
    method: 'GET',
    path: '/api/manualCamera/status',
    summary: 'Progress of a search and the cameras found so far',
    access: 'GlobalEditCamerasPermission',
    query: manualProcessQuerySchema,
    reply: legacySearchReplySchema,
  }),
  add: manual({
    method: 'GET',
    path: '/api/manualCamera/add',
    getWrite: true,
    summary: 'Add found cameras: `user`, `password`, `url0`, `uniqueId0`, `manufacturer0`, ...',
    access: 'GlobalEditCamerasPermission',
    query: manualAddQuerySchema,
    reply: z.null(),
  }),
  addPost: manual({
    method: 'POST',
    path: '/api/manualCamera/add',
    summary: 'Add found cameras: `{user, password, cameras: [{uniqueId, url, manufacturer}]}`',
    access: 'GlobalEditCamerasPermission',
    body: manualAddBodySchema,
    reply: z.null(),
  }),
  stop: manual({
    method: 'GET',
    path: '/api/manualCamera/stop',
    getWrite: true,
    summary: 'Stop a search and forget it',
    access: 'GlobalEditCamerasPermission',
    query: manualProcessQuerySchema,
    reply: z.null(),
  }),
  stopPost: manual({
    method: 'POST',
    path: '/api/manualCamera/stop',
    summary: 'Stop a search and forget it',
    access: 'GlobalEditCamerasPermission',
    query: manualProcessQuerySchema,
    reply: z.null(),
  }),
  start: searches({
    method: 'POST',
    path: '/rest/:version/devices/:id/searches',
    summary: 'Start a device search (`*` for the id): a URL, an address or a range',
    access: 'GlobalEditCamerasPermission',
    body: deviceSearchRequestSchema,
    reply: deviceSearchSchema,
  }),
  get: searches({
    method: 'GET',
    path: '/rest/:version/devices/:id/searches/:searchId',
    summary: 'Progress of a device search and what it found so far',
    access: 'GlobalEditCamerasPermission',
    reply: deviceSearchSchema,
  }),
  stopSearch: searches({
    method: 'DELETE',
    path: '/rest/:version/devices/:id/searches/:searchId',
    summary: 'Stop a device search and forget it',
    access: 'GlobalEditCamerasPermission',
  }),
};
