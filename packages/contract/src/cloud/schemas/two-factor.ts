/** Two-factor authentication: the TOTP key, backup codes, verifying codes and sessions (cloud-api §3). */
import * as z from 'zod/mini';
import { cloudRegistry } from '../registry.ts';
import { codeSchema, formInteger, mfaCodeSchema, systemIdSchema } from './fields.ts';

/** TOTP per RFC 6238 (cloud-api §3.1 [design]). */
export const TOTP = { algorithm: 'SHA1', digits: 6, periodS: 30, toleranceSteps: 1 } as const;
/** Backup codes made by one `POST /api/2fa/backup` unless `count` says otherwise. */
export const DEFAULT_BACKUP_CODE_COUNT = 8;
/** The most backup codes one request makes [design]. */
export const MAX_BACKUP_CODE_COUNT = 100;

/** `POST /api/2fa/verification`: a new pending key as an `otpauth://totp/...` URL (shown as a QR code). */
export const totpKeyReplySchema = z.object({ keyUrl: z.string() }).register(cloudRegistry, {
  id: 'TotpKeyReply',
  description: 'The otpauth:// URL of a new pending TOTP key.',
});
export type TotpKeyReply = z.infer<typeof totpKeyReplySchema>;

/**
 * `GET /api/2fa/verification` and `GET /api/2fa/backup`: the second factor for a login code (or token),
 * by TOTP or backup code.
 */
export const verifyCodeQuerySchema = z
  .object({
    code: codeSchema,
    verification_code: mfaCodeSchema,
  })
  .register(cloudRegistry, {
    id: 'VerifyCodeQuery',
    description: 'A login code or token and the one-time code that passes its second factor.',
  });
export type VerifyCodeQuery = z.infer<typeof verifyCodeQuerySchema>;

/** `POST /api/2fa/updateSession`: pass the second factor for the current session. */
export const updateSessionRequestSchema = z
  .object({ verification_code: mfaCodeSchema })
  .register(cloudRegistry, {
    id: 'UpdateSessionRequest',
    description: 'A TOTP code that verifies the current session.',
  });
export type UpdateSessionRequest = z.infer<typeof updateSessionRequestSchema>;

/** `POST /api/2fa/backup`: replace every backup code by `count` new ones. */
export const createBackupCodesRequestSchema = z
  .object({
    count: z.optional(
      z.pipe(
        formInteger,
        z
          .int()
          .check(
            z.gte(1, 'Ensure this value is greater than or equal to 1.'),
            z.lte(
              MAX_BACKUP_CODE_COUNT,
              `Ensure this value is less than or equal to ${MAX_BACKUP_CODE_COUNT}.`,
            ),
          ),
      ),
    ),
  })
  .register(cloudRegistry, {
    id: 'CreateBackupCodesRequest',
    description: `How many backup codes to make (default ${DEFAULT_BACKUP_CODE_COUNT}); the old ones are deleted.`,
  });
export type CreateBackupCodesRequest = z.infer<typeof createBackupCodesRequestSchema>;

export const backupCodeSchema = z
  .object({ backup_code: z.string() })
  .register(cloudRegistry, { id: 'BackupCode', description: 'One single-use backup code.' });
export type BackupCode = z.infer<typeof backupCodeSchema>;

export const backupCodesReplySchema = z.array(backupCodeSchema);

/**
 * `DELETE /api/2fa/backup`: `backup_codes` comma-separated without spaces; absent or empty deletes them all.
 */
export const deleteBackupCodesRequestSchema = z
  .object({
    backup_codes: z.optional(
      z
        .string()
        .check(z.regex(/^[^\s]*$/, 'Backup codes are comma-separated, without spaces.'), z.maxLength(4096)),
    ),
  })
  .register(cloudRegistry, {
    id: 'DeleteBackupCodesRequest',
    description: 'The backup codes to delete, comma-separated; none means all.',
  });
export type DeleteBackupCodesRequest = z.infer<typeof deleteBackupCodesRequestSchema>;

/** The codes of a `backup_codes` list (empty: all). */
export function backupCodesOf(list: string | undefined): string[] {
  return (list ?? '').split(',').filter((code) => code !== '');
}

/** `POST /api/systems/toggle2fa` (cloud-api §3.5): flip the system's 2FA requirement. */
export const toggleSystem2faRequestSchema = z
  .object({ systemId: systemIdSchema, mfaCode: mfaCodeSchema })
  .register(cloudRegistry, {
    id: 'ToggleSystem2faRequest',
    description: "Turn the system's two-factor requirement on or off, proven by the owner's TOTP code.",
  });
export type ToggleSystem2faRequest = z.infer<typeof toggleSystem2faRequestSchema>;
