/**
 * Small anonymous calls of the portal (cloud-api §8.1, §8.4, §8.7): languages, capabilities, one-time link
 * keys, custom properties and the test hook.
 */
import * as z from 'zod/mini';
import { cloudRegistry } from '../registry.ts';
import { cloudEmailSchema, languageCodeSchema } from './fields.ts';

/** One supported language [design: `{language, name}`, as `/static/languages.json`]. */
export const languageSchema = z
  .object({
    /** `en_US`. */
    language: z.string(),
    /** The language's own name, e.g. `English (US)`. */
    name: z.string(),
  })
  .register(cloudRegistry, { id: 'Language', description: 'A language the portal speaks.' });
export type Language = z.infer<typeof languageSchema>;

export const languagesReplySchema = z.array(languageSchema);

/** The default language of the brand. */
export const DEFAULT_LANGUAGE = 'en_US';

/** The languages the portal speaks [design]: the web app's locales, each named in itself. */
export const SUPPORTED_LANGUAGES: readonly Language[] = [
  { language: 'en_US', name: 'English (US)' },
  { language: 'de_DE', name: 'Deutsch' },
];

/** The cookie `GET|POST /api/utils/language` set, and how long it lives (one week). */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

/** A language the portal does not speak (400 `wrongParameters`, `errorData.language`) [design]. */
export const UNSUPPORTED_LANGUAGE_TEXT = 'Unsupported language';
/** Where `GET /api/utils/language` redirects: the compiled strings of a language. */
export function languageFilePath(language: string): string {
  return `/static/lang_${language}/language_compiled.json`;
}

/** `POST /api/utils/language` and its reply. */
export const languageRequestSchema = z
  .object({ language: languageCodeSchema })
  .register(cloudRegistry, { id: 'LanguageChoice', description: 'A language code, e.g. `en_US`.' });
export type LanguageChoice = z.infer<typeof languageRequestSchema>;

export const cloudCapabilitiesSchema = z
  .object({
    integrationStoreEnabled: z.boolean(),
    smtpDisabled: z.optional(z.boolean()),
  })
  .register(cloudRegistry, {
    id: 'CloudCapabilities',
    description: 'What this cloud offers: the integration store, e-mail.',
  });
export type CloudCapabilities = z.infer<typeof cloudCapabilitiesSchema>;

const visitedKeySchema = z.string().check(z.minLength(1), z.maxLength(255));

/** `?key=` of `GET /api/utils/visitedKey`, and the body of its POST. */
export const visitedKeyRequestSchema = z
  .object({ key: visitedKeySchema })
  .register(cloudRegistry, { id: 'VisitedKeyRequest', description: 'A one-time link key.' });
export type VisitedKeyRequest = z.infer<typeof visitedKeyRequestSchema>;

/** `false` until the key is marked, then the time it was, as text. */
export const visitedKeyReplySchema = z
  .object({ visited: z.union([z.literal(false), z.string()]) })
  .register(cloudRegistry, {
    id: 'VisitedKeyReply',
    description: 'Whether a one-time link was used, and when.',
  });
export type VisitedKeyReply = z.infer<typeof visitedKeyReplySchema>;

/** The POST marks the key: its reply always has the time. */
export const visitedKeyMarkedReplySchema = z.object({ visited: z.string() }).register(cloudRegistry, {
  id: 'VisitedKeyMarked',
  description: 'When the one-time link was marked used.',
});

/** A stored custom property: any JSON value (the theme is `{"theme": "light" | "dark" | "auto"}`). */
export const customPropertySchema = z
  .json()
  .register(cloudRegistry, { id: 'CustomProperty', description: 'Any JSON value stored for an account.' });
export type CustomProperty = z.infer<typeof customPropertySchema>;

/** The largest custom property the cloud stores [design]. */
export const CUSTOM_PROPERTY_MAX_BYTES = 64 * 1024;

/** The text of a missing property (400 `notFound`, cloud-api §8.4). */
export function customPropertyNotFoundText(name: string, email: string): string {
  return `Custom property ${name} was not found for user ${email}`;
}

/** Codes the test hook can read back [design: the reference names `activate_account` and "..."]. */
export const ROBOT_CODE_TYPES = ['activate_account', 'restore_password', 'invite_account'] as const;
export type RobotCodeType = (typeof ROBOT_CODE_TYPES)[number];

/** `POST /api/robot/get_code` (debug deployments only). */
export const robotCodeRequestSchema = z
  .object({ email: cloudEmailSchema, type: z.enum(ROBOT_CODE_TYPES) })
  .register(cloudRegistry, {
    id: 'RobotCodeRequest',
    description: 'The account and the kind of code last e-mailed to it.',
  });
export type RobotCodeRequest = z.infer<typeof robotCodeRequestSchema>;

/** Until the e-mail was sent (404 `notFound`). */
export const ROBOT_CODE_MISSING_TEXT = 'Does not exist';
