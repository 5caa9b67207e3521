/** Archive contents (media-server-api §4.5.3): the recorded periods of cameras. */

import { endpointGroup } from '../mediaserver/endpoint.ts';
import { recordedPeriodsQuerySchema, recordedPeriodsReplySchema } from '../schemas/recorded-periods.ts';

const legacy = endpointGroup({ family: 'legacy', tag: 'Archive (legacy)' });

export const recordedPeriodsEndpoints = {
  recordedTimePeriods: legacy({
    method: 'GET',
    path: '/ec2/recordedTimePeriods',
    summary:
      'Recorded (or motion) periods of cameras the caller may see, joined closer than `detail` ms; ' +
      '`durationMs` -1 for the chunk being written',
    access: 'GlobalViewArchivePermission',
    envelope: true,
    query: recordedPeriodsQuerySchema,
    reply: recordedPeriodsReplySchema,
  }),
};
