/** OAuth: the code flow, tokens, introspection, revocation and logout (cloud-api §4). */
import * as z from 'zod/mini';
import { cloudRegistry } from '../registry.ts';
import { codeSchema, credentialEmailSchema, credentialPasswordSchema } from './fields.ts';

/** Grant types the cloud knows (cloud-api §4.2). */
export const GRANT_TYPES = ['authorization_code', 'password', 'refresh_token'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];
export const RESPONSE_TYPES = ['token', 'code'] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

/** Seconds or milliseconds as the token replies send them: decimal digits in a string. */
const numberText = z.string().check(z.regex(/^\d+$/));

/**
 * A token reply (cloud-api §4.2): `expires_in` (seconds) and `expires_at` (epoch ms) are strings; `scope` is
 * `<portal host> cloudSystemId=*` for an account token, `cloudSystemId=<id>` for a system token, empty when
 * the account has no access to the requested system.
 */
export const tokenReplySchema = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    expires_in: numberText,
    expires_at: numberText,
    token_type: z.literal('bearer'),
    scope: z.string(),
  })
  .register(cloudRegistry, {
    id: 'TokenReply',
    description: 'An access token with its refresh token; lifetimes are decimal strings.',
  });
export type TokenReply = z.infer<typeof tokenReplySchema>;

/** A token reply without the refresh token (`refreshAccessToken`, `/api/systems/{id}/token`). */
export const accessTokenReplySchema = z
  .omit(tokenReplySchema, { refresh_token: true })
  .register(cloudRegistry, {
    id: 'AccessTokenReply',
    description: 'An access token alone; lifetimes are decimal strings.',
  });
export type AccessTokenReply = z.infer<typeof accessTokenReplySchema>;

/** `{code}`: an authorization code to exchange at `/oauth/token/`. */
export const codeReplySchema = z
  .object({ code: z.string() })
  .register(cloudRegistry, { id: 'CodeReply', description: 'An authorization code.' });
export type CodeReply = z.infer<typeof codeReplySchema>;

/** `POST /oauth/authenticate` (cloud-api §4.1). `response_type` other than `code` is the service's 400. */
export const authenticateRequestSchema = z
  .object({
    client_id: z.string().check(z.minLength(1), z.maxLength(255)),
    email: credentialEmailSchema,
    password: credentialPasswordSchema,
    response_type: z.string().check(z.maxLength(64)),
    redirect_uri: z.optional(z.string().check(z.maxLength(2048))),
    state: z.optional(z.string().check(z.maxLength(2048))),
    scope: z.optional(z.string().check(z.maxLength(2048))),
    /** HMAC-SHA256 of `redirect_uri` with the system's auth key (system-scoped redirects). */
    signature: z.optional(z.string().check(z.maxLength(512))),
    /** `password`; ignored. */
    grant_type: z.optional(z.string().check(z.maxLength(64))),
  })
  .register(cloudRegistry, {
    id: 'AuthenticateRequest',
    description: 'Exchange e-mail and password for an authorization code.',
  });
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;

/** The text of a `response_type` other than `code` on `/oauth/authenticate` (400 `badRequest`). */
export const INVALID_RESPONSE_TYPE_TEXT = 'Invalid value for response_type. It must be code.';
/** The default scope of `/oauth/authenticate`: `<portal host> cloudSystemId=*`. */
export function defaultScopeOf(portalHost: string): string {
  return `${portalHost} cloudSystemId=*`;
}

export const authenticateReplySchema = z
  .object({
    code: z.string(),
    /** `<redirect_uri>?code=<code>[&state=<state>]`. */
    link: z.string(),
    /** `second_factor_required` when the account has 2FA and the code is not yet verified (cloud-api §3.4). */
    error: z.optional(z.string()),
  })
  .register(cloudRegistry, {
    id: 'AuthenticateReply',
    description: 'The authorization code and the link to return to with it.',
  });
export type AuthenticateReply = z.infer<typeof authenticateReplySchema>;

/**
 * `/oauth/token/` parameters (query of GET, body of POST; cloud-api §4.2). Every field is optional: which
 * case applies is decided by `oauthTokenCase` (cloud/rules/oauth-token.ts), whose errors are the reference's.
 */
export const tokenRequestSchema = z
  .object({
    grant_type: z.optional(z.string().check(z.maxLength(64))),
    response_type: z.optional(z.string().check(z.maxLength(64))),
    code: z.optional(codeSchema),
    refresh_token: z.optional(codeSchema),
    scope: z.optional(z.string().check(z.maxLength(2048))),
    /** `mobile` gives the long refresh-token lifetime. */
    client_type: z.optional(z.string().check(z.maxLength(64))),
    client_id: z.optional(z.string().check(z.maxLength(255))),
    email: z.optional(credentialEmailSchema),
    password: z.optional(credentialPasswordSchema),
    redirect_uri: z.optional(z.string().check(z.maxLength(2048))),
    state: z.optional(z.string().check(z.maxLength(2048))),
    signature: z.optional(z.string().check(z.maxLength(512))),
  })
  .register(cloudRegistry, {
    id: 'TokenRequest',
    description: 'Exchange a code, a refresh token or credentials for tokens or a code.',
  });
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** `/oauth/token/` answers tokens, or `{code}` for `response_type=code` (the password case redirects). */
export const tokenOrCodeReplySchema = z.union([tokenReplySchema, codeReplySchema]);
export type TokenOrCodeReply = z.infer<typeof tokenOrCodeReplySchema>;

/** `GET /oauth/introspect/?token=`. */
export const introspectQuerySchema = z
  .object({ token: codeSchema })
  .register(cloudRegistry, { id: 'IntrospectQuery', description: 'The token to describe.' });

/** What a token is (cloud-api §4.4): every value a string. */
export const introspectionReplySchema = z
  .object({
    access_token: z.string(),
    expires_in: numberText,
    expires_at: numberText,
    token_type: z.literal('bearer'),
    prolongation_period: numberText,
    scope: z.string(),
    username: z.string(),
    time_since_password: numberText,
  })
  .register(cloudRegistry, {
    id: 'TokenIntrospection',
    description: 'A valid token: its owner, scope and lifetime (all values strings).',
  });
export type TokenIntrospection = z.infer<typeof introspectionReplySchema>;

/** `{token}`: revoke one token (`/oauth/revoke/`, `/api/systems/revokeToken`). */
export const revokeTokenRequestSchema = z
  .object({ token: codeSchema })
  .register(cloudRegistry, { id: 'RevokeTokenRequest', description: 'The token to revoke.' });
export type RevokeTokenRequest = z.infer<typeof revokeTokenRequestSchema>;

/** `POST /oauth/logout/`: revoke the account tokens and, if given, a system-scoped token. */
export const oauthLogoutRequestSchema = z
  .object({
    cloudAccessToken: codeSchema,
    refreshToken: codeSchema,
    accessToken: z.optional(codeSchema),
  })
  .register(cloudRegistry, {
    id: 'OAuthLogoutRequest',
    description: 'The account access and refresh tokens, and optionally a system token, to revoke.',
  });
export type OAuthLogoutRequest = z.infer<typeof oauthLogoutRequestSchema>;

export const OAUTH_LOGOUT_REPLY = 'Successfully logged out.';
/** The reply of `/oauth/logout/` is this JSON string. */
export const oauthLogoutReplySchema = z.literal(OAUTH_LOGOUT_REPLY).register(cloudRegistry, {
  id: 'OAuthLogoutReply',
  description: 'The JSON string "Successfully logged out."',
});

/** When the system token of `/oauth/logout/` cannot be revoked (401 `notAuthorized`). */
export const INVALID_LOGOUT_TOKENS_TEXT = 'Invalid cloud access and refresh token';

/** `POST /cdb/oauth2/token` (cloud-api §4.5): third-party tools. */
export const cdbTokenRequestSchema = z
  .object({
    grant_type: z.enum(GRANT_TYPES),
    response_type: z.enum(RESPONSE_TYPES),
    client_id: z.optional(z.string().check(z.maxLength(255))),
    username: z.optional(credentialEmailSchema),
    password: z.optional(credentialPasswordSchema),
    code: z.optional(codeSchema),
    refresh_token: z.optional(codeSchema),
    scope: z.optional(z.string().check(z.maxLength(2048))),
    redirect_uri: z.optional(z.string().check(z.maxLength(2048))),
  })
  .check(
    // What each grant needs; absent fields become "This field is required." in errorData.
    z.superRefine((body, ctx) => {
      const need = (field: 'username' | 'password' | 'code' | 'refresh_token') => {
        if (body[field] === undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: 'This field is required.', input: body });
      };
      if (body.grant_type === 'password') {
        need('username');
        need('password');
      } else if (body.grant_type === 'authorization_code') need('code');
      else need('refresh_token');
    }),
  )
  .register(cloudRegistry, {
    id: 'CdbTokenRequest',
    description: 'Get tokens (or a code) for a third-party tool: by password, code or refresh token.',
  });
export type CdbTokenRequest = z.infer<typeof cdbTokenRequestSchema>;

/** The token reply, or `{code}` for `response_type: code`. */
export const cdbTokenReplySchema = z.union([tokenReplySchema, codeReplySchema]);

/** `POST /cdb/oauth2/client/` (cloud-api §4.5): a third-party client to register. */
export const registerClientRequestSchema = z
  .object({
    name: z.string().check(z.minLength(1), z.maxLength(255)),
    description: z.optional(z.string().check(z.maxLength(2048))),
    redirect_uri: z.optional(z.string().check(z.maxLength(2048))),
  })
  .register(cloudRegistry, {
    id: 'RegisterClientRequest',
    description: 'The name, description and redirect address of a new OAuth client.',
  });
export type RegisterClientRequest = z.infer<typeof registerClientRequestSchema>;

/** A registered client [design: the reply's shape]: its generated `client_id` and what was registered. */
export const registeredClientSchema = z
  .object({
    client_id: z.string(),
    name: z.string(),
    description: z.string(),
    redirect_uri: z.string(),
  })
  .register(cloudRegistry, {
    id: 'RegisteredClient',
    description: 'An OAuth client of the account, with the id to send as `client_id`.',
  });
export type RegisteredClient = z.infer<typeof registeredClientSchema>;
