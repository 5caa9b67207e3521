/** Users of a system and sharing (cloud-api §5.2, §5.6). */
import * as z from 'zod/mini';
import { cloudEndpointGroup } from '../endpoint.ts';
import { okReplySchema } from '../schemas/account.ts';
import {
  accessRolesReplySchema,
  cloudUserSchema,
  groupShareRequestSchema,
  shareRequestSchema,
} from '../schemas/sharing.ts';

const ep = cloudEndpointGroup({ family: 'cloud', tag: 'Sharing' });

export const sharingEndpoints = {
  users: ep({
    method: 'GET',
    path: '/api/systems/:id/users',
    summary: 'The accounts the system is shared with.',
    access: 'session',
    reply: z.array(cloudUserSchema),
  }),
  share: ep({
    method: 'POST',
    path: '/api/systems/:id/users',
    summary:
      'Share with an account (invited when unknown), change its role, or remove it (`none`; anyone for themselves). Anonymous: by `email` and `password`.',
    access: 'none',
    body: shareRequestSchema,
    reply: cloudUserSchema,
  }),
  accessRoles: ep({
    method: 'GET',
    path: '/api/systems/:id/accessRoles',
    summary: 'The roles the caller may assign on the system.',
    access: 'session',
    reply: accessRolesReplySchema,
  }),
  groupShare: ep({
    method: 'POST',
    path: '/api/systems/group-users',
    summary: 'Share several systems with several users at once; single failures are skipped.',
    access: 'session',
    body: groupShareRequestSchema,
    reply: okReplySchema,
  }),
};
