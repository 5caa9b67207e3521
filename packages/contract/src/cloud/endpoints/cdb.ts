/**
 * The cloud database API (cloud-api §5.13) for third-party tools and media servers. `cdb` endpoints also take
 * a system's own `systemId:authKey`; `cdbAccount` ones only an account (Bearer or Basic e-mail:password).
 * Its token calls are in `oauthEndpoints`.
 */
import { cloudEndpointGroup } from '../endpoint.ts';
import { okReplySchema } from '../schemas/account.ts';
import {
  cdbAccessRolesReplySchema,
  cdbAccountSchema,
  cdbBindRequestSchema,
  cdbRenameRequestSchema,
  cdbShareRequestSchema,
  cdbSharingReplySchema,
  cdbSystemIdQuerySchema,
  cdbSystemIdRequestSchema,
  cdbSystemsQuerySchema,
  cdbSystemsReplySchema,
  cdbSystemUserRequestSchema,
  nonceReplySchema,
} from '../schemas/cdb.ts';
import { cloudUserSchema } from '../schemas/sharing.ts';
import { boundSystemSchema, systemSchema } from '../schemas/system.ts';

const ep = cloudEndpointGroup({ family: 'cloud', tag: 'Cloud DB' });

export const cdbEndpoints = {
  bind: ep({
    method: 'POST',
    path: '/cdb/systems/bind',
    summary: 'Create a cloud system owned by the caller; its server binds with the returned auth key.',
    access: 'cdbAccount',
    body: cdbBindRequestSchema,
    reply: boundSystemSchema,
  }),
  bindLegacy: ep({
    method: 'POST',
    path: '/cdb/system/bind',
    summary: 'Same as POST /cdb/systems/bind.',
    access: 'cdbAccount',
    body: cdbBindRequestSchema,
    reply: boundSystemSchema,
  }),
  systems: ep({
    method: 'GET',
    path: '/cdb/system/get',
    summary: 'The caller’s systems (a system: itself; confirms its binding).',
    access: 'cdb',
    query: cdbSystemsQuerySchema,
    reply: cdbSystemsReplySchema,
  }),
  system: ep({
    method: 'GET',
    path: '/cdb/systems/:id',
    summary: 'One system.',
    access: 'cdb',
    reply: systemSchema,
  }),
  cloudUsers: ep({
    method: 'GET',
    path: '/cdb/system/getCloudUsers',
    summary: 'The accounts a system is shared with (its server synchronises its cloud users from it).',
    access: 'cdb',
    query: cdbSystemIdQuerySchema,
    reply: cdbSharingReplySchema,
  }),
  share: ep({
    method: 'POST',
    path: '/cdb/system/share',
    summary:
      'Share a system with an account as a role (`none` removes the share); a system’s own server pushes the cloud users changed on it.',
    access: 'cdb',
    body: cdbShareRequestSchema,
    reply: okReplySchema,
  }),
  addUser: ep({
    method: 'POST',
    path: '/cdb/systems/:id/users',
    summary: 'Share a system with an account, with custom permissions or a custom role.',
    access: 'cdbAccount',
    body: cdbSystemUserRequestSchema,
    reply: cloudUserSchema,
  }),
  rename: ep({
    method: 'POST',
    path: '/cdb/system/rename',
    summary: 'Rename a system.',
    access: 'cdbAccount',
    body: cdbRenameRequestSchema,
    reply: okReplySchema,
  }),
  accessRoles: ep({
    method: 'GET',
    path: '/cdb/system/getAccessRoleList',
    summary: 'The roles the caller may grant on a system.',
    access: 'cdbAccount',
    query: cdbSystemIdQuerySchema,
    reply: cdbAccessRolesReplySchema,
  }),
  delete: ep({
    method: 'DELETE',
    path: '/cdb/system/:id',
    summary: 'Delete a system from the cloud (owner); its server is told to unbind.',
    access: 'cdbAccount',
    reply: okReplySchema,
  }),
  unbind: ep({
    method: 'POST',
    path: '/cdb/system/unbind',
    summary:
      'Same as DELETE /cdb/system/{id}; a system may also unbind itself (its server’s cloudUnbind tells the cloud).',
    access: 'cdb',
    body: cdbSystemIdRequestSchema,
    reply: okReplySchema,
  }),
  nonce: ep({
    method: 'GET',
    path: '/cdb/auth/getNonce',
    summary: 'A nonce (realm VMS) for legacy URL auth keys of a system.',
    access: 'cdb',
    query: cdbSystemIdQuerySchema,
    reply: nonceReplySchema,
  }),
  account: ep({
    method: 'GET',
    path: '/cdb/account/get',
    summary: 'The calling account.',
    access: 'cdbAccount',
    reply: cdbAccountSchema,
  }),
  ping: ep({
    method: 'GET',
    path: '/cdb/ping',
    summary: 'The cloud DB answers.',
    access: 'none',
    reply: okReplySchema,
  }),
};
