import { type CommonPasswords, type PasswordError, validatePassword } from '@argus/contract';

/** System name: required, at most 255 characters (the setup call's limit). */
export const SYSTEM_NAME_MAX = 255;

export type SystemNameError = 'required' | 'tooLong';

export function validateSystemName(name: string): SystemNameError | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > SYSTEM_NAME_MAX) return 'tooLong';
  return null;
}

export type AdminPasswordError = PasswordError | 'confirmRequired' | 'mismatch';

export interface AdminPasswordCheck {
  password: AdminPasswordError | null;
  confirm: AdminPasswordError | null;
}

/** The administrator password and its confirmation (spec 000 §5 "Password"). */
export function validateAdminPassword(
  password: string,
  confirm: string,
  commonPasswords?: CommonPasswords,
): AdminPasswordCheck {
  const result = validatePassword(password, { commonPasswords });
  const passwordError = result.errors[0] ?? null;
  let confirmError: AdminPasswordError | null = null;
  if (!confirm) confirmError = 'confirmRequired';
  else if (confirm !== password) confirmError = 'mismatch';
  return { password: passwordError, confirm: confirmError };
}
