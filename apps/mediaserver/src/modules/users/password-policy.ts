/**
 * The password policy for passwords API clients set (media-server-api §4.6.1). Like Nx 5.1, the server accepts
 * any non-empty password unless the system enforces the full policy of spec 000 §5 (the `security` setup
 * preset, or the `credentialPolicyEnforced` setting); the console always applies the full policy itself.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  commonPasswordSet,
  InvalidParameter,
  MissingParameter,
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
 * Throws 422 `invalidParameter` unless a new password meets the full policy (spec 000 §5). The text names
 * the broken rule and never repeats the password.
 */
export function requireStrongPassword(password: string): void {
  const result = validatePassword(password, { commonPasswords: commonPasswords() });
  const first = result.errors[0];
  if (first !== undefined) throw new InvalidParameter({ text: PASSWORD_ERROR_MESSAGES[first] });
}

export class PasswordPolicy {
  constructor(private readonly settings: { get(name: 'credentialPolicyEnforced'): boolean }) {}

  /**
   * Throws unless the system accepts the password: non-empty always; the full policy when it is enforced
   * (`enforced` overrides the setting, for a change that sets the policy at the same time, as setup does).
   */
  check(password: string, name = 'password', enforced = this.settings.get('credentialPolicyEnforced')): void {
    if (password === '') throw new MissingParameter(name);
    if (enforced) requireStrongPassword(password);
  }
}
