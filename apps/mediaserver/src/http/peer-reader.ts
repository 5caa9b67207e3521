/**
 * The reader of other servers' answers for one request (modules/servers `PeerReader`): a GET to the server's
 * address with the caller's credentials, as `X-Server-Guid` forwarding sends them.
 */
import { Unavailable } from '@argus/contract';
import type { FastifyRequest } from 'fastify';
import {
  type PeerReader,
  type ServerRow,
  serverOfflineText,
  serverOrigin,
} from '../modules/servers/index.ts';
import { forwardedRequestHeaders, peerJson } from './peer-forward.ts';

/** Headers of the client's request that describe its body or encoding, not the GET sent in its name. */
const NOT_FOR_A_GET = [
  'x-server-guid',
  'content-length',
  'content-type',
  'content-encoding',
  'accept-encoding',
];

export function peerReaderFor(request: FastifyRequest, thisServerId: string): PeerReader {
  const cookie = request.caller?.method === 'cookie' ? [] : ['cookie'];
  const headers = {
    ...forwardedRequestHeaders(request, [...NOT_FOR_A_GET, ...cookie]),
    accept: 'application/json',
  };
  return {
    read(row: ServerRow, path: string) {
      const origin = serverOrigin(row);
      if (!origin) return Promise.reject(new Unavailable(serverOfflineText(row.id)));
      return peerJson({
        origin,
        path,
        headers,
        forwardedBy: thisServerId,
        unreachableText: serverOfflineText(row.id),
      });
    },
  };
}
