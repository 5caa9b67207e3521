/** PTZ control (media-server-api §4.5: `POST /api/ptz`, `GlobalUserInputPermission`, shape by design). */
import * as z from 'zod/mini';
import { endpointGroup } from '../mediaserver/endpoint.ts';
import { ptzParamsSchema, ptzReplySchema } from '../schemas/ptz.ts';

const legacy = endpointGroup({ family: 'legacy', tag: 'PTZ', envelope: true });

export const ptzEndpoints = {
  command: legacy({
    method: 'POST',
    path: '/api/ptz',
    summary:
      'Run a PTZ command on a camera, as Nx 5.1 names them (`command`: `ContinuousMovePtzCommand` with ' +
      '`xSpeed`, `ySpeed`, `zSpeed` from -1 to 1 (all 0 stops), `AbsoluteDeviceMovePtzCommand` (`xPos`, `yPos`, ' +
      '`zPos`), `GetDevicePositionPtzCommand`, `GetPresetsPtzCommand`, `CreatePresetPtzCommand` (`presetName`, ' +
      'optional `presetId`), `RemovePresetPtzCommand` and `ActivatePresetPtzCommand` ' +
      '(`presetId`), `GoToHomePtzCommand`) with `cameraId`; the parameters go in the query or a JSON body',
    access: 'GlobalUserInputPermission',
    query: ptzParamsSchema,
    body: z.optional(ptzParamsSchema),
    reply: ptzReplySchema,
  }),
};
