/** A server joining another system in a merge, and the servers' sync socket (issue 20; Argus's own calls). */
import { endpointGroup, V1_V2 } from '../mediaserver/endpoint.ts';
import { mergeStatusReplySchema } from '../schemas/merge.ts';
import {
  admitServerDataSchema,
  admitServerReplySchema,
  joinSystemDataSchema,
} from '../schemas/system-join.ts';

const rest = endpointGroup({ family: 'rest', tag: 'System merge', versions: V1_V2 });

export const systemJoinEndpoints = {
  admit: rest({
    method: 'POST',
    path: '/rest/:version/system/merge/admit',
    summary:
      'Admit a server of another system into this one (the merge this system keeps its settings in); Argus only',
    access: 'owner',
    body: admitServerDataSchema,
    reply: admitServerReplySchema,
  }),
  join: rest({
    method: 'POST',
    path: '/rest/:version/system/merge/join',
    summary:
      "Leave this system for another one that admitted this server; this server's cameras, storages, users " +
      'and layouts go with it, its settings give way. Answers at once; `GET /rest/v1/system/merge` follows it',
    access: 'owner',
    body: joinSystemDataSchema,
    reply: mergeStatusReplySchema,
  }),
  sync: rest({
    method: 'GET',
    path: '/rest/:version/system/sync',
    summary:
      'The WebSocket over which servers of one system exchange its database (each proves its sync key in the ' +
      'handshake); a request that is not a WebSocket upgrade is refused',
    access: 'none',
  }),
};
