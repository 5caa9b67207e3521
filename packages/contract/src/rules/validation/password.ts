/**
 * Password rules (spec 000 §5): required, 8–255 characters, at least 2 character classes, printable ASCII
 * only, no leading or trailing space (inner spaces allowed), very common passwords rejected.
 *
 * The common-password list is large (~140 KB), so it is never imported here: callers pass it in. Servers
 * import `@argus/contract/common-passwords.json`; the web app fetches it from `COMMON_PASSWORDS_PATH` and
 * wraps it with `commonPasswordSet`.
 *
 * Strength scale (shown by the web app while typing):
 * - `weak`: the password breaks at least one rule (including empty and too common);
 * - `fair`: acceptable, 2 character classes, shorter than 12 characters;
 * - `good`: acceptable, 2 character classes, 12 characters or more;
 * - `strong`: acceptable with 3 or 4 character classes ("3 count as strong").
 */
import * as z from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;
/** Character classes an acceptable password needs. */
export const PASSWORD_MIN_CLASSES = 2;
/** Character classes that make an acceptable password strong. */
export const PASSWORD_STRONG_CLASSES = 3;
/** Length from which an acceptable 2-class password rates `good` instead of `fair`. */
export const PASSWORD_GOOD_LENGTH = 12;
/** Where the media server serves the common-password list (a JSON array of lower-case strings). */
export const COMMON_PASSWORDS_PATH = '/static/scripts/commonPasswordsList.json';

/** Stable error codes, in the order they are reported. */
export const PASSWORD_ERRORS = [
  'required',
  'tooShort',
  'tooLong',
  'invalidCharacters',
  'leadingOrTrailingSpace',
  'notEnoughClasses',
  'tooCommon',
] as const;
export type PasswordError = (typeof PASSWORD_ERRORS)[number];

/**
 * English default messages. 'Password is required' and 'too common' are the spec's words; the others are
 * ours. None starts with "Invalid", so the media server shows them as the error text.
 */
export const PASSWORD_ERROR_MESSAGES: Readonly<Record<PasswordError, string>> = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  invalidCharacters:
    'Password may contain only printable ASCII characters (Latin letters, digits, symbols, spaces).',
  leadingOrTrailingSpace: 'Password must not start or end with a space.',
  notEnoughClasses:
    'Password must contain characters of at least 2 kinds: lower-case letters, upper-case letters, digits, symbols.',
  tooCommon: 'Password is too common.',
};

export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong';
export const PASSWORD_STRENGTHS: readonly PasswordStrength[] = ['weak', 'fair', 'good', 'strong'];

export type CharacterClass = 'lower' | 'upper' | 'digit' | 'symbol';

/** A set of lower-case common passwords, or a predicate that receives the lower-cased password. */
export type CommonPasswords = ReadonlySet<string> | ((lowerCasePassword: string) => boolean);

export interface PasswordOptions {
  /** Without it, the 'too common' rule is skipped (e.g. before the list has loaded in the browser). */
  commonPasswords?: CommonPasswords;
}

export interface PasswordResult {
  ok: boolean;
  errors: PasswordError[];
  strength: PasswordStrength;
  /** Character classes present, for strength meters and hints. */
  classes: CharacterClass[];
}

/** Printable ASCII: space (0x20) to tilde (0x7e). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Builds the lookup set from the JSON list (entries are lower-cased defensively). */
export function commonPasswordSet(list: readonly string[]): ReadonlySet<string> {
  return new Set(list.map((p) => p.toLowerCase()));
}

/** The character classes present. Any printable non-alphanumeric ASCII, space included, is a symbol. */
export function passwordClasses(password: string): CharacterClass[] {
  const classes: CharacterClass[] = [];
  if (/[a-z]/.test(password)) classes.push('lower');
  if (/[A-Z]/.test(password)) classes.push('upper');
  if (/[0-9]/.test(password)) classes.push('digit');
  if (/[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/.test(password)) classes.push('symbol');
  return classes;
}

/** True when the (case-insensitive) password is in the common list. */
export function isCommonPassword(password: string, commonPasswords: CommonPasswords): boolean {
  const lower = password.toLowerCase();
  return typeof commonPasswords === 'function' ? commonPasswords(lower) : commonPasswords.has(lower);
}

function strengthOf(ok: boolean, classCount: number, length: number): PasswordStrength {
  if (!ok) return 'weak';
  if (classCount >= PASSWORD_STRONG_CLASSES) return 'strong';
  return length >= PASSWORD_GOOD_LENGTH ? 'good' : 'fair';
}

/** Checks every password rule; all broken rules are reported, in `PASSWORD_ERRORS` order. */
export function validatePassword(password: string, options: PasswordOptions = {}): PasswordResult {
  if (password === '') return { ok: false, errors: ['required'], strength: 'weak', classes: [] };
  // Length in characters (code points), so a non-ASCII character counts once.
  const length = [...password].length;
  const classes = passwordClasses(password);
  const errors: PasswordError[] = [];
  if (length < PASSWORD_MIN_LENGTH) errors.push('tooShort');
  if (length > PASSWORD_MAX_LENGTH) errors.push('tooLong');
  if (!PRINTABLE_ASCII.test(password)) errors.push('invalidCharacters');
  if (password.startsWith(' ') || password.endsWith(' ')) errors.push('leadingOrTrailingSpace');
  if (classes.length < PASSWORD_MIN_CLASSES) errors.push('notEnoughClasses');
  if (options.commonPasswords && isCommonPassword(password, options.commonPasswords))
    errors.push('tooCommon');
  const ok = errors.length === 0;
  return { ok, errors, strength: strengthOf(ok, classes.length, length), classes };
}

/**
 * A zod schema for request bodies: a string that passes `validatePassword`. The first broken rule becomes
 * the issue message (`PASSWORD_ERROR_MESSAGES`) and the issue carries `params.code` (a `PasswordError`).
 */
export function passwordSchema(options: PasswordOptions = {}) {
  return z.string().check(
    z.superRefine((value: string, ctx) => {
      const { errors } = validatePassword(value, options);
      const code = errors[0];
      if (code === undefined) return;
      ctx.addIssue({
        code: 'custom',
        message: PASSWORD_ERROR_MESSAGES[code],
        params: { code },
        input: value,
      });
    }),
  );
}
