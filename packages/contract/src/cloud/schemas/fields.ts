/**
 * Fields that many cloud requests share: e-mails, names, codes, system ids, numbers as forms post them.
 * Messages are the portal's (Django REST framework's) words, since they land in `errorData` as they are.
 */
import * as z from 'zod/mini';
import { emailSchema } from '../../rules/validation/email.ts';
import { SHARE_ROLES } from '../rules/roles.ts';

/** The longest text field the portal stores (names, e-mails). */
export const CLOUD_TEXT_MAX_LENGTH = 255;

export const cloudFieldTexts = {
  blank: 'This field may not be blank.',
  tooLong: `Ensure this field has no more than ${CLOUD_TEXT_MAX_LENGTH} characters.`,
  notANumber: 'A valid integer is required.',
} as const;

/** An e-mail that names an account to create, invite or share with: the contract's e-mail rule. */
export const cloudEmailSchema = emailSchema;

/**
 * An e-mail used as a credential (`email` + `password` of anonymous forms): only bounded, since a malformed one
 * is simply a wrong login (401), not a form error.
 */
export const credentialEmailSchema = z.string().check(z.minLength(1), z.maxLength(CLOUD_TEXT_MAX_LENGTH));

/** A password used as a credential: any non-empty text; the rules apply only to new passwords. */
export const credentialPasswordSchema = z.string().check(z.minLength(1), z.maxLength(CLOUD_TEXT_MAX_LENGTH));

/** A required text that may not be blank, at most 255 characters (first and last names, system names). */
export const requiredTextSchema = z.string().check(
  z.refine((value: string) => value.trim() !== '', { message: cloudFieldTexts.blank, abort: true }),
  z.maxLength(CLOUD_TEXT_MAX_LENGTH, cloudFieldTexts.tooLong),
);

/** An opaque code (activation, invitation, restore, auth code, OAuth code) or token. */
export const codeSchema = z.string().check(z.minLength(1, cloudFieldTexts.blank), z.maxLength(4096));

/** A cloud system id (a UUID; unknown ids are the services' 404). */
export const systemIdSchema = z.string().check(z.minLength(1, cloudFieldTexts.blank), z.maxLength(64));

/** A one-time code: a TOTP or backup code. */
export const mfaCodeSchema = z.string().check(z.minLength(1, 'Code is required'), z.maxLength(64));

/** A role in a share request (`none` removes the share). */
export const shareRoleSchema = z.enum(SHARE_ROLES);

/** Integers as older clients post them in forms (`"8"`) or JSON. */
export const formInteger = z.union([
  z.int(),
  z.pipe(
    z.string().check(z.regex(/^-?\d{1,15}$/, cloudFieldTexts.notANumber)),
    z.transform((text: string) => Number.parseInt(text, 10)),
  ),
]);

/** An account language: `en_US`, at most 7 characters (cloud-api §2.1). */
export const languageCodeSchema = z
  .string()
  .check(z.regex(/^[a-z]{2,3}(?:[_-][A-Za-z]{2,3})?$/), z.maxLength(7));
