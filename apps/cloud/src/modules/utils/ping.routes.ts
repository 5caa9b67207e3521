/** `GET /api/ping` → `{"resultCode": "ok"}` (cloud-api §8.1): the console's test that the cloud answers. */
import { utilsEndpoints } from '@argus/contract/cloud';
import type { CloudCaller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';

export function pingRoutes(): Route<CloudCaller>[] {
  return [route(utilsEndpoints.ping, () => ({ resultCode: 'ok' as const }))];
}
