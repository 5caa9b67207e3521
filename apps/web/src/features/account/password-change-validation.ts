import type { CommonPasswords } from '@argus/contract';
import { type AdminPasswordError, validateAdminPassword } from '../wizard/wizard-validation.ts';

export interface PasswordChangeValues {
  current: string;
  password: string;
  confirm: string;
}

export interface PasswordChangeCheck {
  current: 'currentRequired' | null;
  password: AdminPasswordError | null;
  confirm: AdminPasswordError | null;
}

/**
 * Current password required; the new one must meet the password rules (spec 000 §5 "Password", the same check
 * as the setup wizard's) and be confirmed.
 */
export function validatePasswordChange(
  values: PasswordChangeValues,
  commonPasswords?: CommonPasswords,
): PasswordChangeCheck {
  const { password, confirm } = validateAdminPassword(values.password, values.confirm, commonPasswords);
  return { current: values.current ? null : 'currentRequired', password, confirm };
}
