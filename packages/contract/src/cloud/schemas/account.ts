/** The account as the portal shows it (cloud-api §2.1) and the login/logout calls of its session (§2.2). */
import * as z from 'zod/mini';
import { cloudRegistry } from '../registry.ts';

/** `{"is_authenticated": false}`: `GET /api/account` without a session (cloud-api §1.5). */
export const anonymousAccountSchema = z
  .object({ is_authenticated: z.literal(false) })
  .register(cloudRegistry, { id: 'AnonymousAccount', description: 'Nobody is logged in.' });

export const accountSchema = z
  .object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    language: z.string(),
    is_staff: z.boolean(),
    is_superuser: z.boolean(),
    cookie_reviewed: z.boolean(),
    /** Portal permission codenames (`api.can_view_release`, ...). */
    permissions: z.array(z.string()),
    can_publish_integration: z.boolean(),
    is_authenticated: z.literal(true),
    /** The second factor was passed in this session. */
    sessionVerified: z.boolean(),
    account2faEnabled: z.boolean(),
    /**
     * [design] The login asks the second factor every time (true, the default); false: only when a system that
     * requires 2FA is opened (cloud-api §3.3 account flag).
     */
    account2faEveryLogin: z.boolean(),
    /** A TOTP key exists (it may not be enabled yet). */
    totpExistsForAccount: z.boolean(),
    /** The session's cloud access token (the console calls `/cdb` with it). */
    accessToken: z.optional(z.string()),
    /** Epoch seconds when the session ends. */
    sessionExpires: z.optional(z.number()),
  })
  .register(cloudRegistry, {
    id: 'Account',
    description: 'The logged-in account and the state of its portal session.',
  });
export type Account = z.infer<typeof accountSchema>;

export const accountProbeSchema = z.union([accountSchema, anonymousAccountSchema]);
export type AccountProbe = z.infer<typeof accountProbeSchema>;

/** Booleans as older clients post them in forms (`"true"`, `"on"`, `"1"`) or JSON. */
export const formBoolean = z.union([z.boolean(), z.stringbool({ truthy: ['true', '1', 'on', 'yes'] })]);

export const loginRequestSchema = z
  .object({
    email: z.string().check(z.minLength(1), z.maxLength(255)),
    password: z.string().check(z.minLength(1), z.maxLength(255)),
    remember: z.optional(formBoolean),
    timezone: z.optional(z.string()),
  })
  .register(cloudRegistry, {
    id: 'LoginRequest',
    description: 'Log in to the portal with the account e-mail and password.',
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `{"resultCode": "ok"}`: a call with nothing to return (cloud-api §1.3). */
export const okReplySchema = z
  .object({ resultCode: z.literal('ok') })
  .register(cloudRegistry, { id: 'Ok', description: 'The call succeeded and returns nothing.' });
export type OkReply = z.infer<typeof okReplySchema>;
