/** Merging systems (media-server-api §4.2.6): REST, and the legacy calls whose errors carry legacy ids. */

import { BadRequest } from '@argus/contract';
import { mergeEndpoints, systemJoinEndpoints } from '@argus/contract/mediaserver';
import type { WebSocket } from 'ws';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { webSocketOf } from '../../http/websocket-upgrade.ts';
import type { MergeService } from './merge.service.ts';
import { asLegacyMergeError } from './merge-failure.ts';
import type { MergeRun, MergeRunDeps } from './merge-run.ts';

async function legacy<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asLegacyMergeError(error);
  }
}

export interface MergeRouteDeps {
  merge: MergeService;
  run: MergeRun;
  admit: MergeRunDeps['admit'];
  /** Serves another server's sync connection (system-replication). */
  serveSync(socket: WebSocket): void;
}

export function mergeRoutes({ merge, run, admit, serveSync }: MergeRouteDeps): Route<Caller>[] {
  return [
    route(systemJoinEndpoints.admit, ({ body }) => admit(body.server, body.syncKey)),
    route(systemJoinEndpoints.join, ({ body }) => {
      run.startJoin(body.systemId, body.syncKey, body.server);
      return merge.status();
    }),
    route(systemJoinEndpoints.sync, ({ request, reply }) => {
      const upgrade = webSocketOf(request);
      if (!upgrade) throw new BadRequest('Expected a WebSocket upgrade: servers of a system sync over it.');
      upgrade.accept(reply, serveSync);
      return reply;
    }),
    route(mergeEndpoints.merge, ({ body }) => merge.merge(body)),
    route(mergeEndpoints.status, () => merge.status()),
    route(mergeEndpoints.legacyStatus, () => merge.status()),
    route(mergeEndpoints.pingSystem, ({ query }) => legacy(() => merge.pingSystem(query))),
    route(mergeEndpoints.mergeSystems, ({ caller, body }) => legacy(() => merge.legacyMerge(caller, body))),
  ];
}
