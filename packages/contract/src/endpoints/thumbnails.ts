/** Camera thumbnails (media-server-api §4.5.3): a JPEG of the frame nearest a time, or of the newest one. */

import { endpointGroup } from '../mediaserver/endpoint.ts';
import { thumbnailQuerySchema } from '../schemas/thumbnails.ts';

const legacy = endpointGroup({ family: 'legacy', tag: 'Archive (legacy)' });

export const thumbnailsEndpoints = {
  cameraThumbnail: legacy({
    method: 'GET',
    path: '/ec2/cameraThumbnail',
    summary:
      'A JPEG of the frame nearest `time` from the archive (needs view-archive), or of the newest frame ' +
      '(live or the newest chunk); 204 when there is no frame',
    access: 'access',
    query: thumbnailQuerySchema,
    raw: true,
  }),
};
