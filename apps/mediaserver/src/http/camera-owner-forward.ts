/**
 * A camera's video, archive and pictures are served through any server of the system (issue 20): the archive
 * and the camera's streams are on the server that records it, so a media request for a camera of another
 * server goes on to that server (as `X-Server-Guid` would send it), which authenticates the caller itself. The
 * media URLs that server writes into its playlists are relative, so they come back here and go on the same
 * way. A request that another server already forwarded is answered here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerRow } from '../modules/servers/index.ts';
import { FORWARDED_HEADER } from './peer-forward.ts';
import { forwardToServer } from './server-guid-proxy.ts';

export interface CameraOwnerForwardDeps {
  thisServerId: string;
  /** The server that records a camera named by id (or another key), when the system has it. */
  serverOfCamera(key: string): string | undefined;
  findServer(id: string): ServerRow | undefined;
}

/** The camera a media request is for, as written in its URL; null for any other request. */
export function mediaCameraKey(url: string): string | null {
  const parsed = new URL(url, 'http://server');
  const path = parsed.pathname.replace(/^\/web(?=\/)/, '');
  const file = /^\/(?:hls|media)\/([^/]+?)(?:\.[a-z0-9]+)?$/i.exec(path);
  if (file) return decodeURIComponent(file[1]!);
  const segment = /^\/hls\/([^/]+)\/[^/]+$/.exec(path);
  if (segment) return decodeURIComponent(segment[1]!);
  if (path === '/ec2/cameraThumbnail' || path === '/ec2/recordedTimePeriods')
    return parsed.searchParams.get('cameraId') ?? parsed.searchParams.get('id');
  return null;
}

function ownerOf(request: FastifyRequest, d: CameraOwnerForwardDeps): ServerRow | null {
  if (request.headers[FORWARDED_HEADER] !== undefined) return null;
  const key = mediaCameraKey(request.url);
  if (!key) return null;
  const serverId = d.serverOfCamera(key);
  if (!serverId || serverId === d.thisServerId) return null;
  return d.findServer(serverId) ?? null;
}

export function installCameraOwnerForward(app: FastifyInstance, d: CameraOwnerForwardDeps): void {
  app.addHook('onRequest', async (request, reply) => {
    const owner = ownerOf(request, d);
    if (!owner) return;
    await forwardToServer(request, reply, owner, d.thisServerId);
    return reply;
  });
}
