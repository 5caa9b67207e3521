/** `POST /api/ptz` (media-server-api §4.5): a PTZ command, its parameters in the query or a JSON body. */

import { ptzCommandSchema, ptzEndpoints } from '@argus/contract/mediaserver';
import { parseInput } from '@argus/http-kit';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { PtzService } from './ptz.service.ts';

export function ptzRoutes(ptz: PtzService): Route<Caller>[] {
  return [
    route(ptzEndpoints.command, ({ caller, query, body }) =>
      ptz.run(caller, parseInput(ptzCommandSchema, { ...query, ...body }, 'query')),
    ),
  ];
}
