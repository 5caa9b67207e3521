/** Detaching a server from its system (media-server-api §4.3, §4.3.2): REST and the legacy call. */
import * as z from 'zod/mini';
import { endpointGroup, V1_V2 } from '../mediaserver/endpoint.ts';
import { mediaServerRegistry } from '../mediaserver/registry.ts';

const servers = endpointGroup({ family: 'rest', tag: 'Servers', versions: V1_V2 });
const legacy = endpointGroup({ family: 'legacy', tag: 'Servers (legacy)' });

export const detachFromSystemSchema = z
  .object({ currentPassword: z.optional(z.string()) })
  .register(mediaServerRegistry, {
    id: 'DetachFromSystemData',
    description: "The caller's own password, which the legacy detach verifies first.",
  });

export const serverDetachEndpoints = {
  detach: servers({
    method: 'POST',
    path: '/rest/:version/servers/:id/detach',
    summary:
      'The server leaves its system and becomes a new, unconfigured system (admin/admin), keeping its cameras, ' +
      'storages and archive; the other servers remove it',
    access: 'owner*',
    reply: z.object({}),
  }),
  detachLegacy: legacy({
    method: 'POST',
    path: '/api/detachFromSystem',
    summary: 'Legacy detach: verifies `currentPassword` first',
    access: 'owner',
    envelope: true,
    body: detachFromSystemSchema,
    reply: z.null(),
  }),
};
