import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  commonPasswordSet,
  InvalidParameter,
  PASSWORD_ERROR_MESSAGES,
  validatePassword,
} from '@argus/contract';

let common: ReadonlySet<string> | null = null;

/** The contract's common-password list, read once on first use. */
function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const path = createRequire(import.meta.url).resolve('@argus/contract/common-passwords.json');
    common = commonPasswordSet(JSON.parse(readFileSync(path, 'utf8')) as string[]);
  }
  return common;
}

/**
 * Throws 422 `invalidParameter` unless a new password meets the password policy (spec 000 §5). The text
 * names the broken rule and never repeats the password.
 */
export function requireAcceptablePassword(password: string): void {
  const result = validatePassword(password, { commonPasswords: commonPasswords() });
  const first = result.errors[0];
  if (first !== undefined) throw new InvalidParameter({ text: PASSWORD_ERROR_MESSAGES[first] });
}
