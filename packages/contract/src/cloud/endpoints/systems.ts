/** Cloud systems (cloud-api §5.2): list, get, connect, disconnect, rename, codes and tokens for a system. */
import * as z from 'zod/mini';
import { cloudEndpointGroup } from '../endpoint.ts';
import { okReplySchema } from '../schemas/account.ts';
import { accessTokenReplySchema, codeReplySchema } from '../schemas/oauth.ts';
import {
  boundSystemSchema,
  connectSystemRequestSchema,
  disconnectSystemRequestSchema,
  renameSystemRequestSchema,
  systemArraySchema,
  systemCredentialRequestSchema,
  systemSchema,
} from '../schemas/system.ts';

const ep = cloudEndpointGroup({ family: 'cloud', tag: 'Systems' });

export const systemEndpoints = {
  list: ep({
    method: 'GET',
    path: '/api/systems',
    summary: 'The systems shared with the caller, with its role on each.',
    access: 'session',
    reply: z.array(systemSchema),
  }),
  get: ep({
    method: 'GET',
    path: '/api/systems/:id',
    summary: 'One system, as an array holding it (the Nx Cloud quirk).',
    access: 'session',
    reply: systemArraySchema,
  }),
  connect: ep({
    method: 'POST',
    path: '/api/systems/connect',
    summary:
      'Create a cloud system owned by the caller (anonymous: by `email` and `password`); its server binds with the returned auth key.',
    access: 'none',
    body: connectSystemRequestSchema,
    reply: boundSystemSchema,
  }),
  disconnect: ep({
    method: 'POST',
    path: '/api/systems/disconnect',
    summary: 'Delete a system from the cloud (owner; anonymous: by `email` and `password`).',
    access: 'none',
    body: disconnectSystemRequestSchema,
    reply: okReplySchema,
  }),
  rename: ep({
    method: 'POST',
    path: '/api/systems/:id/name',
    summary: 'Rename a system (owner or cloud administrator); the name is pushed to its server.',
    access: 'session',
    body: renameSystemRequestSchema,
    reply: okReplySchema,
  }),
  code: ep({
    method: 'POST',
    path: '/api/systems/:id/code',
    summary: 'An authorization code for scope `cloudSystemId=<id>` (`*`: the whole account).',
    access: 'session',
    body: systemCredentialRequestSchema,
    reply: codeReplySchema,
  }),
  token: ep({
    method: 'POST',
    path: '/api/systems/:id/token',
    summary: 'A system-scoped access token (no refresh token).',
    access: 'session',
    body: systemCredentialRequestSchema,
    reply: accessTokenReplySchema,
  }),
};
