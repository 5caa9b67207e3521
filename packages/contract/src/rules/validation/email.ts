/**
 * E-mail addresses (spec 000 §5: standard pattern, TLD 2–63 letters; login field max 255).
 * The text is checked as given: callers trim input fields before validating if they want to.
 */
import * as z from 'zod/mini';
import { invalid, type ValidationResult, valid } from './result.ts';

export const EMAIL_MAX_LENGTH = 255;
/** Longest local part (before the @), per RFC 5321. */
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/**
 * local@domain.tld: the local part is dot-separated runs of RFC 5322 atext; the domain is one or more labels
 * (letters, digits, inner hyphens, up to 63 characters each) followed by a TLD of 2–63 letters.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const EMAIL_ERRORS = ['required', 'tooLong', 'invalidFormat'] as const;
export type EmailError = (typeof EMAIL_ERRORS)[number];

/** English default messages (ours; the spec quotes none). */
export const EMAIL_ERROR_MESSAGES: Readonly<Record<EmailError, string>> = {
  required: 'Email is required',
  tooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters long.`,
  invalidFormat: 'Enter a valid email address.',
};

export function validateEmail(text: string): ValidationResult<EmailError> {
  if (text === '') return invalid('required');
  if (text.length > EMAIL_MAX_LENGTH) return invalid('tooLong');
  if (!EMAIL_PATTERN.test(text)) return invalid('invalidFormat');
  const local = text.slice(0, text.lastIndexOf('@'));
  if (local.length > EMAIL_LOCAL_MAX_LENGTH) return invalid('invalidFormat');
  return valid;
}

export function isEmail(text: string): boolean {
  return validateEmail(text).ok;
}

/** A string that passes `validateEmail`; the issue message is the English default, `params.code` the code. */
export const emailSchema = /* @__PURE__ */ z.string().check(
  z.superRefine((value: string, ctx) => {
    const result = validateEmail(value);
    if (result.ok) return;
    ctx.addIssue({
      code: 'custom',
      message: EMAIL_ERROR_MESSAGES[result.error],
      params: { code: result.error },
      input: value,
    });
  }),
);
