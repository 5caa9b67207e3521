/**
 * OAuth (cloud-api §4): the code flow, tokens, introspection, revocation, logout, and the cloud DB's token
 * calls for third-party tools and media servers.
 */
import { cloudEndpointGroup } from '../endpoint.ts';
import { okReplySchema } from '../schemas/account.ts';
import {
  authenticateReplySchema,
  authenticateRequestSchema,
  cdbTokenReplySchema,
  cdbTokenRequestSchema,
  introspectionReplySchema,
  introspectQuerySchema,
  oauthLogoutReplySchema,
  oauthLogoutRequestSchema,
  registerClientRequestSchema,
  registeredClientSchema,
  revokeTokenRequestSchema,
  tokenOrCodeReplySchema,
  tokenRequestSchema,
} from '../schemas/oauth.ts';

const ep = cloudEndpointGroup({ family: 'cloud', tag: 'OAuth' });

export const oauthEndpoints = {
  authenticate: ep({
    method: 'POST',
    path: '/oauth/authenticate',
    summary: 'Exchange e-mail and password for an authorization code.',
    access: 'none',
    body: authenticateRequestSchema,
    reply: authenticateReplySchema,
  }),
  tokenGet: ep({
    method: 'GET',
    path: '/oauth/token',
    summary: 'Tokens for a code or a refresh token (query parameters); see the POST.',
    access: 'none',
    query: tokenRequestSchema,
    reply: tokenOrCodeReplySchema,
  }),
  token: ep({
    method: 'POST',
    path: '/oauth/token',
    summary:
      'Tokens for a code or a refresh token (scope `cloudSystemId=<id>` for a system token), a code for a refresh token, or a 302 with a code for credentials.',
    access: 'none',
    body: tokenRequestSchema,
    reply: tokenOrCodeReplySchema,
  }),
  introspect: ep({
    method: 'GET',
    path: '/oauth/introspect',
    summary: 'Who a token belongs to, its scope and lifetime (strings).',
    access: 'none',
    query: introspectQuerySchema,
    reply: introspectionReplySchema,
  }),
  revoke: ep({
    method: 'POST',
    path: '/oauth/revoke',
    summary: 'Revoke a token.',
    access: 'session',
    body: revokeTokenRequestSchema,
    reply: okReplySchema,
  }),
  logout: ep({
    method: 'POST',
    path: '/oauth/logout',
    summary: 'Revoke the account tokens and a system token; replies the string "Successfully logged out."',
    access: 'none',
    body: oauthLogoutRequestSchema,
    reply: oauthLogoutReplySchema,
  }),
  revokeSystemToken: ep({
    method: 'POST',
    path: '/api/systems/revokeToken',
    summary: 'Revoke a token (typically a system-scoped one).',
    access: 'account',
    body: revokeTokenRequestSchema,
    reply: okReplySchema,
  }),
  cdbToken: ep({
    method: 'POST',
    path: '/cdb/oauth2/token',
    summary: 'Tokens (or a code) for a third-party tool, by password, code or refresh token.',
    access: 'none',
    body: cdbTokenRequestSchema,
    reply: cdbTokenReplySchema,
  }),
  cdbIntrospect: ep({
    method: 'GET',
    path: '/cdb/oauth2/token/:token',
    summary: 'Describe a token; media servers validate cloud users’ tokens with it.',
    access: 'cdb',
    reply: introspectionReplySchema,
  }),
  cdbRevoke: ep({
    method: 'DELETE',
    path: '/cdb/oauth2/token/:token',
    summary: 'Revoke one of the caller’s tokens.',
    access: 'cdbAccount',
    reply: okReplySchema,
  }),
  cdbRevokeAll: ep({
    method: 'DELETE',
    path: '/cdb/oauth2/user/self',
    summary: 'Revoke every token of the caller.',
    access: 'cdbAccount',
    reply: okReplySchema,
  }),
  cdbRevokeClient: ep({
    method: 'DELETE',
    path: '/cdb/oauth2/user/self/client/:clientId',
    summary: 'Revoke every token the caller has for one client.',
    access: 'cdbAccount',
    reply: okReplySchema,
  }),
  cdbRegisterClient: ep({
    method: 'POST',
    path: '/cdb/oauth2/client',
    summary: 'Register an OAuth client of the caller; its id goes into `client_id` of later requests.',
    access: 'cdbAccount',
    body: registerClientRequestSchema,
    reply: registeredClientSchema,
  }),
};
