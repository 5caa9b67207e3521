/** `route(endpoint, handler)`: a route of the media server, whose callers are authenticated users. */
import { routeFactory } from '@argus/http-kit';
import type { Caller } from '../auth/caller.ts';

export const route = routeFactory<Caller>();
export type { Route } from '@argus/http-kit';
