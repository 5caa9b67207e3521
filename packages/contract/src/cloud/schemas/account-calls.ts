/**
 * Requests and replies of the account calls beyond login and logout (cloud-api §2.2–§2.3): profile,
 * registration and activation, password restore and change, deletion, checks, 2FA settings, session renewal.
 */
import * as z from 'zod/mini';
import { cloudRegistry } from '../registry.ts';
import { cloudPasswordSchema } from '../rules/password.ts';
import { formBoolean } from './account.ts';
import {
  cloudEmailSchema,
  codeSchema,
  credentialPasswordSchema,
  languageCodeSchema,
  mfaCodeSchema,
  requiredTextSchema,
} from './fields.ts';

const REQUIRED = 'This field is required.';

/** `POST /api/account`: the names (required, not blank) and the language; other Account keys are ignored. */
export const accountUpdateRequestSchema = z
  .object({
    first_name: requiredTextSchema,
    last_name: requiredTextSchema,
    language: z.optional(languageCodeSchema),
  })
  .register(cloudRegistry, {
    id: 'AccountUpdateRequest',
    description: 'Change the name and language of the logged-in account.',
  });
export type AccountUpdateRequest = z.infer<typeof accountUpdateRequestSchema>;

/**
 * `POST /api/account/register`. The password passes every rule but the common-password list here; the cloud
 * checks that one with `cloudPasswordProblem`. `code` completes an invitation (cloud-api §2.3 register).
 */
export const registerRequestSchema = z
  .object({
    email: cloudEmailSchema,
    password: cloudPasswordSchema,
    first_name: requiredTextSchema,
    last_name: requiredTextSchema,
    code: z.optional(codeSchema),
  })
  .register(cloudRegistry, {
    id: 'RegisterRequest',
    description: 'Create an account, or complete the invitation of an invited e-mail.',
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerReplySchema = z.object({ activated: z.boolean() }).register(cloudRegistry, {
  id: 'RegisterReply',
  description: 'Whether the account is active at once (invitation code) or awaits its activation e-mail.',
});
export type RegisterReply = z.infer<typeof registerReplySchema>;

/**
 * `POST /api/account/activate`: `code` activates, `user_email` re-sends the activation e-mail. Neither is
 * `wrongParameters` with both fields "This field is required." (cloud-api §2.3 activate).
 */
export const activateRequestSchema = z
  .object({
    code: z.optional(codeSchema),
    user_email: z.optional(cloudEmailSchema),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.code !== undefined || body.user_email !== undefined) return;
      for (const field of ['code', 'user_email'])
        ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED, input: body });
    }),
  )
  .register(cloudRegistry, {
    id: 'ActivateRequest',
    description: 'Activate an account with its code, or re-send the activation e-mail.',
  });
export type ActivateRequest = z.infer<typeof activateRequestSchema>;

/** `{code}`: `loginCode`, `checkCode`, `checkAuthCode`, `renewSession`. */
export const codeRequestSchema = z
  .object({ code: codeSchema })
  .register(cloudRegistry, { id: 'CodeRequest', description: 'A code issued by the cloud.' });
export type CodeRequest = z.infer<typeof codeRequestSchema>;

/** `POST /api/account/loginTokens`: existing tokens (or `Authorization: Bearer`) become a portal session. */
export const loginTokensRequestSchema = z
  .object({
    access_token: z.optional(codeSchema),
    refresh_token: z.optional(codeSchema),
  })
  .register(cloudRegistry, {
    id: 'LoginTokensRequest',
    description: 'Start a portal session from OAuth tokens (or the Bearer header).',
  });
export type LoginTokensRequest = z.infer<typeof loginTokensRequestSchema>;

/**
 * `POST /api/account/restorePassword`: `{user_email}` sends the reset e-mail; otherwise `code` and
 * `new_password` set the password, with `mfaCode` (a backup code when `isBackup`) for 2FA accounts.
 */
export const restorePasswordRequestSchema = z
  .object({
    user_email: z.optional(cloudEmailSchema),
    code: z.optional(codeSchema),
    new_password: z.optional(cloudPasswordSchema),
    mfaCode: z.optional(mfaCodeSchema),
    isBackup: z.optional(formBoolean),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.user_email !== undefined) return;
      for (const field of ['code', 'new_password'] as const)
        if (body[field] === undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED, input: body });
    }),
  )
  .register(cloudRegistry, {
    id: 'RestorePasswordRequest',
    description: 'Send a password reset e-mail, or set a new password with the code from it.',
  });
export type RestorePasswordRequest = z.infer<typeof restorePasswordRequestSchema>;

/** `POST /api/account/changePassword`. */
export const changePasswordRequestSchema = z
  .object({
    old_password: credentialPasswordSchema,
    new_password: cloudPasswordSchema,
    mfaCode: z.optional(mfaCodeSchema),
  })
  .register(cloudRegistry, {
    id: 'ChangePasswordRequest',
    description: 'Change the password: the current one, the new one, and a TOTP code for 2FA accounts.',
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** `{password}`: `delete` and `verify` re-check the account's password. */
export const passwordConfirmationSchema = z
  .object({ password: credentialPasswordSchema })
  .register(cloudRegistry, {
    id: 'PasswordConfirmation',
    description: "The account's current password.",
  });
export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;

/** `POST /api/account/authKey`: `base64("<login>:<password>")` of short-lived temporary credentials. */
export const authKeyReplySchema = z.object({ auth_key: z.string() }).register(cloudRegistry, {
  id: 'AuthKeyReply',
  description: 'Temporary credentials of the account as one base64 key.',
});
export type AuthKeyReply = z.infer<typeof authKeyReplySchema>;

/** `POST /api/account/check`. */
export const checkEmailRequestSchema = z
  .object({ email: cloudEmailSchema })
  .register(cloudRegistry, { id: 'CheckEmailRequest', description: 'The e-mail to look up.' });
export type CheckEmailRequest = z.infer<typeof checkEmailRequestSchema>;

export const checkEmailReplySchema = z
  .object({ active: z.boolean(), emailExists: z.boolean() })
  .register(cloudRegistry, {
    id: 'CheckEmailReply',
    description: 'Whether the e-mail names an activated account, and whether the cloud knows it at all.',
  });
export type CheckEmailReply = z.infer<typeof checkEmailReplySchema>;

/** `POST /api/account/checkCode`: whether the e-mail of an activation/invitation code has an account. */
export const checkCodeReplySchema = z.object({ emailExists: z.boolean() }).register(cloudRegistry, {
  id: 'CheckCodeReply',
  description: 'Whether the e-mail encoded in the code is known.',
});
export type CheckCodeReply = z.infer<typeof checkCodeReplySchema>;

/** `POST /api/account/checkAuthCode`: the account of an auth code (`""` for an anonymous caller). */
export const checkAuthCodeReplySchema = z.object({ email: z.string() }).register(cloudRegistry, {
  id: 'CheckAuthCodeReply',
  description: 'The e-mail of the account the auth code belongs to.',
});
export type CheckAuthCodeReply = z.infer<typeof checkAuthCodeReplySchema>;

/** `action` of `POST /api/account/security`. Others are 400 `badRequest` `INVALID_SECURITY_ACTION_TEXT`. */
export const SECURITY_ACTIONS = ['activate', 'deactivate', 'toggle'] as const;
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];
export const INVALID_SECURITY_ACTION_TEXT =
  "Action is not valid. Should be one of ['activate', 'deactivate', 'toggle']";
/** `DELETE /api/account/security` while 2FA is on (400 `badRequest`). */
export const TOTP_DELETE_WHILE_ENABLED_TEXT = 'Cannot delete totp while 2fa is enabled';

export function isSecurityAction(action: string): action is SecurityAction {
  return (SECURITY_ACTIONS as readonly string[]).includes(action);
}

/**
 * `POST /api/account/security`. `action` is any text here so that an unknown one gets the reference's
 * `badRequest` from the service (`isSecurityAction`); `password` is needed to activate.
 */
export const securityRequestSchema = z
  .object({
    action: z.string().check(z.minLength(1), z.maxLength(64)),
    mfaCode: mfaCodeSchema,
    password: z.optional(credentialPasswordSchema),
  })
  .register(cloudRegistry, {
    id: 'SecurityRequest',
    description: 'Turn two-factor authentication on, off, or flip it, proven by a TOTP code.',
  });
export type SecurityRequest = z.infer<typeof securityRequestSchema>;

export const securityReplySchema = z
  .object({ account2faEnabled: z.boolean() })
  .register(cloudRegistry, { id: 'SecurityReply', description: 'Whether 2FA is now on for the account.' });
export type SecurityReply = z.infer<typeof securityReplySchema>;

/**
 * `POST /api/account/twoFactorPolicy` [design]: whether the login asks the second factor every time or only for
 * systems that require it (cloud-api §3.3 account flag).
 */
export const twoFactorPolicySchema = z.object({ account2faEveryLogin: formBoolean }).register(cloudRegistry, {
  id: 'TwoFactorPolicy',
  description: 'Ask the second factor at every login (true) or only for systems that require it (false).',
});
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;

export const twoFactorPolicyReplySchema = z
  .object({ account2faEveryLogin: z.boolean() })
  .register(cloudRegistry, {
    id: 'TwoFactorPolicyReply',
    description: 'Whether the login now asks the second factor every time.',
  });

/** `GET /api/account/timeSincePassword`: seconds since the password was last entered in this session. */
export const timeSincePasswordReplySchema = z.object({ timeSincePassword: z.int() }).register(cloudRegistry, {
  id: 'TimeSincePasswordReply',
  description: 'Seconds since the password was last entered in this session.',
});
export type TimeSincePasswordReply = z.infer<typeof timeSincePasswordReplySchema>;

export const SESSION_RENEWED_TEXT = 'Session has been renewed.';
export const renewSessionReplySchema = z
  .object({ msg: z.literal(SESSION_RENEWED_TEXT) })
  .register(cloudRegistry, {
    id: 'RenewSessionReply',
    description: 'The session now holds the tokens of the fresh code.',
  });
export type RenewSessionReply = z.infer<typeof renewSessionReplySchema>;
