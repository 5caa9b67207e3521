/**
 * `GET /api/ping` → `{"resultCode": "ok"}` (cloud-api §8.1): the console's test that the cloud answers.
 * The endpoint is declared here until the contract's utilities area (`utilsEndpoints.ping`) exists; then
 * this route takes that one instead.
 */
import { cloudEndpointGroup, okReplySchema } from '@argus/contract/cloud';
import type { CloudCaller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';

const ep = cloudEndpointGroup({ family: 'cloud', tag: 'Utilities' });

export const pingEndpoint = ep({
  method: 'GET',
  path: '/api/ping',
  summary: 'Answers `{"resultCode": "ok"}` while the cloud runs.',
  access: 'none',
  reply: okReplySchema,
});

export function pingRoutes(): Route<CloudCaller>[] {
  return [route(pingEndpoint, () => ({ resultCode: 'ok' as const }))];
}
