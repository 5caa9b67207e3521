/** Merging systems (media-server-api §4.2.6): REST, and the legacy calls whose errors carry legacy ids. */
import { mergeEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { MergeService } from './merge.service.ts';
import { asLegacyMergeError } from './merge-failure.ts';

async function legacy<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asLegacyMergeError(error);
  }
}

export function mergeRoutes(merge: MergeService): Route<Caller>[] {
  return [
    route(mergeEndpoints.merge, ({ body }) => merge.merge(body)),
    route(mergeEndpoints.status, () => merge.status()),
    route(mergeEndpoints.legacyStatus, () => merge.status()),
    route(mergeEndpoints.pingSystem, ({ query }) => legacy(() => merge.pingSystem(query))),
    route(mergeEndpoints.mergeSystems, ({ caller, body }) => legacy(() => merge.legacyMerge(caller, body))),
  ];
}
