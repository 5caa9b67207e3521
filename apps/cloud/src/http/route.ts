/** `route(endpoint, handler)`: a route of the cloud, whose callers are accounts or systems. */
import { routeFactory } from '@argus/http-kit';
import type { CloudCaller } from '../auth/caller.ts';

export const route = routeFactory<CloudCaller>();
export type { Route } from '@argus/http-kit';
