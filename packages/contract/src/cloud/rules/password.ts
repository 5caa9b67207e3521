/**
 * The cloud's password rules (cloud-api §2.4): the contract's one password policy (spec 000 §5), reported in
 * the four messages the portal puts into `errorData` (`{"new_password": ["Too short password"]}`).
 *
 * Request schemas check everything but the common-password list, which the contract never imports (it is
 * large, and the browser fetches it): the cloud loads `@argus/contract/common-passwords.json` once and asks
 * `cloudPasswordProblem(password, commonPasswords)` before it stores a password.
 */
import * as z from 'zod/mini';
import {
  type CommonPasswords,
  PASSWORD_MAX_LENGTH,
  type PasswordError,
  validatePassword,
} from '../../rules/validation/password.ts';

/** The portal's messages (cloud-api §2.4). */
export const CLOUD_PASSWORD_MESSAGES = {
  tooShort: 'Too short password',
  tooLong: 'Too long password',
  incorrect: 'Incorrect password',
  tooCommon: 'Too common password',
} as const;
export type CloudPasswordMessage = (typeof CLOUD_PASSWORD_MESSAGES)[keyof typeof CLOUD_PASSWORD_MESSAGES];

/** Each broken rule in the portal's words: the character rules all read "Incorrect password". */
const MESSAGE_OF_ERROR: Readonly<Record<PasswordError, CloudPasswordMessage>> = {
  required: CLOUD_PASSWORD_MESSAGES.tooShort,
  tooShort: CLOUD_PASSWORD_MESSAGES.tooShort,
  tooLong: CLOUD_PASSWORD_MESSAGES.tooLong,
  invalidCharacters: CLOUD_PASSWORD_MESSAGES.incorrect,
  leadingOrTrailingSpace: CLOUD_PASSWORD_MESSAGES.incorrect,
  notEnoughClasses: CLOUD_PASSWORD_MESSAGES.incorrect,
  tooCommon: CLOUD_PASSWORD_MESSAGES.tooCommon,
};

/**
 * The first rule a new password breaks, as the portal's message, or null when it is acceptable. Without
 * `commonPasswords` the common-password rule is skipped (the request schemas' case); the cloud passes the
 * list it loaded.
 */
export function cloudPasswordProblem(
  password: string,
  commonPasswords?: CommonPasswords,
): CloudPasswordMessage | null {
  const { errors } = validatePassword(password, commonPasswords ? { commonPasswords } : {});
  const first = errors[0];
  return first === undefined ? null : MESSAGE_OF_ERROR[first];
}

/**
 * A new password in a request body: every rule but the common-password list, the message of the first broken
 * rule as the issue's message (it becomes the field's `errorData` entry).
 */
export const cloudPasswordSchema = /* @__PURE__ */ z.string().check(
  // Checked first so that a megabyte of text is refused before the rules walk it.
  z.maxLength(PASSWORD_MAX_LENGTH * 4, { message: CLOUD_PASSWORD_MESSAGES.tooLong, abort: true }),
  z.superRefine((value: string, ctx) => {
    const problem = cloudPasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }),
);
