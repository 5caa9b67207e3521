/**
 * Login and sessions (media-server-api §3, §4.1): the REST login call, its session reply, how a user may log
 * in, and the legacy cookie login.
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { ACCESS_ROLES } from '../rules/permissions.ts';
import { queryFlagSchema } from './query-flags.ts';

/** `setCookie` in a body: a boolean, or the text of one. */
const flag = z.union([z.boolean(), z.stringbool()]);

export const loginSessionRequestSchema = z
  .object({
    username: z.string(),
    password: z.string(),
    setCookie: z.optional(flag),
    /** Later versions only; honoured when ≥ 5. */
    durationS: z.optional(z.number().check(z.int())),
  })
  .register(mediaServerRegistry, {
    id: 'LoginSessionRequest',
    description: 'Log in with a user name (case-insensitive) and password and create a session.',
  });
export type LoginSessionRequest = z.infer<typeof loginSessionRequestSchema>;

/**
 * What the caller may do, as the server decides it (Argus extension, docs/api-decisions.md): the web app
 * shows what this allows and never recomputes it from partial inputs.
 */
export const callerAccessSchema = z
  .object({
    userId: z.string(),
    isOwner: z.boolean(),
    /** Effective global permissions, `|`-joined in flag order (custom roles included). */
    permissions: z.string(),
    accessRole: z.enum(ACCESS_ROLES),
    /** The resources the caller may see without all-media access; null when it sees every shared one. */
    accessibleResources: z.nullable(z.array(z.string())),
  })
  .register(mediaServerRegistry, {
    id: 'CallerAccess',
    description: 'The effective permissions and access role of the caller, as the server enforces them.',
  });
export type CallerAccess = z.infer<typeof callerAccessSchema>;

export const loginSessionSchema = z
  .object({
    username: z.string(),
    /** `vms-...`; the full token only to whoever authenticated with it, else its first 8 characters + `...`. */
    token: z.string(),
    ageS: z.number(),
    expiresInS: z.number(),
    /** Only in the reply about the caller's own session. */
    access: z.optional(callerAccessSchema),
  })
  .register(mediaServerRegistry, {
    id: 'LoginSession',
    description: 'A login session: its user, token, age and remaining lifetime in seconds.',
  });
export type LoginSession = z.infer<typeof loginSessionSchema>;

export const loginSessionListSchema = z.array(loginSessionSchema).register(mediaServerRegistry, {
  id: 'LoginSessionList',
  description: 'Every live session of the system, with truncated tokens.',
});

export const loginSessionQuerySchema = z
  .object({ setCookie: queryFlagSchema })
  .register(mediaServerRegistry, {
    id: 'LoginSessionQuery',
    description: 'setCookie=true turns the token into the session cookie.',
  });

export const loginUserTypeSchema = z.enum(['local', 'ldap', 'cloud']);

export const loginUserSchema = z
  .object({
    username: z.string(),
    type: loginUserTypeSchema,
    /** `|`-joined from `http`, `sessions`, `nxOAuth2`. */
    methods: z.string(),
  })
  .register(mediaServerRegistry, {
    id: 'LoginUser',
    description: 'How a user may log in: its type and the accepted methods.',
  });
export type LoginUser = z.infer<typeof loginUserSchema>;

export const cookieLoginRequestSchema = z
  .object({ auth: z.string().check(z.minLength(1)) })
  .register(mediaServerRegistry, {
    id: 'CookieLoginRequest',
    description: 'Legacy login with a URL auth key computed for method GET (§3.5).',
  });
export type CookieLoginRequest = z.infer<typeof cookieLoginRequestSchema>;

export const nonceReplySchema = z
  .object({ nonce: z.string(), realm: z.string() })
  .register(mediaServerRegistry, {
    id: 'NonceReply',
    description: 'A nonce for HTTP Digest and URL auth keys, and the realm (always VMS).',
  });
export type NonceReply = z.infer<typeof nonceReplySchema>;

export const loginTicketSchema = z.object({ token: z.string() }).register(mediaServerRegistry, {
  id: 'LoginTicket',
  description: 'A one-time ticket (`vmsTicket-...`) for `?_ticket=`, valid 60 s.',
});
export type LoginTicket = z.infer<typeof loginTicketSchema>;

export const remoteNonceQuerySchema = z
  .object({ userName: z.optional(z.string()), url: z.string().check(z.minLength(1)) })
  .register(mediaServerRegistry, {
    id: 'RemoteNonceQuery',
    description: 'The base URL of a remote server whose nonce is wanted (before a merge).',
  });
