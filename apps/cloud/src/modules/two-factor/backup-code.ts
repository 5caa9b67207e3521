/**
 * Backup codes (cloud-api §3.2) [design, docs/api-decisions.md]: 12 characters of an alphabet without look-alikes
 * (60 bits), shown as `xxxx-xxxx-xxxx`. Only a salted sha-256 is stored: the codes are random and long, so a
 * slow hash would add nothing but the time of checking every code of an account.
 */
import { randomInt } from 'node:crypto';
import { secretId } from '../../auth/secrets.ts';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const LENGTH = 12;

export function newBackupCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

/** The code as typed, without case, dashes or spaces. */
export function normalizedBackupCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** What is stored of a code: salted by the account, so that equal hashes never link two accounts. */
export function backupCodeHash(accountId: string, code: string): string {
  return secretId(`${accountId}:${normalizedBackupCode(code)}`);
}

/** What `GET /api/2fa/backup/codes` shows of an unused code: the code itself is not kept. */
export const MASKED_BACKUP_CODE = '****-****-****';
