/** Login and sessions (media-server-api §3, §4.1). */
import * as z from 'zod/mini';
import { endpointGroup, V1_V2 } from '../mediaserver/endpoint.ts';
import {
  cookieLoginRequestSchema,
  loginSessionListSchema,
  loginSessionQuerySchema,
  loginSessionRequestSchema,
  loginSessionSchema,
  loginTicketSchema,
  loginUserSchema,
  nonceReplySchema,
  remoteNonceQuerySchema,
} from '../schemas/login.ts';
import { legacyUserDataSchema } from '../schemas/users.ts';

const rest = endpointGroup({ family: 'rest', tag: 'Login', versions: V1_V2 });
/**
 * [design] Nx 6.0 clients log in under `/rest/v3`: the sessions (one path, so every method shares the route)
 * answer there in the v2 shape (docs/api-decisions.md).
 */
const V1_V3 = ['v1', 'v2', 'v3'] as const;
const legacy = endpointGroup({ family: 'legacy', tag: 'Login', envelope: true });

export const loginEndpoints = {
  logIn: rest({
    method: 'POST',
    path: '/rest/:version/login/sessions',
    versions: V1_V3,
    summary: 'Log in: create a session (optionally as a cookie).',
    access: 'none',
    body: loginSessionRequestSchema,
    reply: loginSessionSchema,
  }),
  sessions: rest({
    method: 'GET',
    path: '/rest/:version/login/sessions',
    versions: V1_V3,
    summary: 'Every live session of the system (tokens truncated).',
    access: 'owner*',
    reply: loginSessionListSchema,
  }),
  session: rest({
    method: 'GET',
    path: '/rest/:version/login/sessions/:token',
    versions: V1_V3,
    summary:
      'A session by token, `current` or `-` (with the caller’s access for its own session); `setCookie=true` makes it the cookie session.',
    access: 'none',
    query: loginSessionQuerySchema,
    reply: loginSessionSchema,
  }),
  logOutCurrent: rest({
    method: 'DELETE',
    path: '/rest/:version/login/sessions',
    versions: V1_V3,
    summary: 'Log out the session that authenticates the request (usually the cookie).',
    access: 'none',
  }),
  logOut: rest({
    method: 'DELETE',
    path: '/rest/:version/login/sessions/:token',
    versions: V1_V3,
    summary: 'Log out a session by token, `current` or `-`.',
    access: 'none',
  }),
  loginUser: rest({
    method: 'GET',
    path: '/rest/:version/login/users/:username',
    summary: 'How a user may log in.',
    access: 'none',
    reply: loginUserSchema,
  }),
  ticket: rest({
    method: 'POST',
    path: '/rest/:version/login/tickets',
    versions: ['v3'],
    summary: 'A one-time ticket for `?_ticket=`, valid 60 s (for WebSocket use).',
    access: 'session',
    reply: loginTicketSchema,
  }),
  nonce: legacy({
    method: 'GET',
    path: '/api/getNonce',
    summary: 'A nonce and the realm for HTTP Digest and URL auth keys (`userName` is ignored).',
    access: 'none',
    reply: nonceReplySchema,
  }),
  remoteNonce: legacy({
    method: 'GET',
    path: '/api/getRemoteNonce',
    summary: 'The nonce of another server (used before a merge).',
    access: 'admin',
    query: remoteNonceQuerySchema,
    reply: nonceReplySchema,
  }),
  cookieLogin: legacy({
    method: 'POST',
    path: '/api/cookieLogin',
    summary: 'Log in with a URL auth key computed for GET; sets the session cookie.',
    access: 'none',
    body: cookieLoginRequestSchema,
    reply: legacyUserDataSchema,
  }),
  cookieLogout: legacy({
    method: 'POST',
    path: '/api/cookieLogout',
    summary: 'End the cookie session.',
    access: 'user',
    reply: z.null(),
  }),
  currentUser: legacy({
    method: 'GET',
    path: '/api/getCurrentUser',
    summary: 'The calling user in the legacy form.',
    access: 'user',
    reply: legacyUserDataSchema,
  }),
};
