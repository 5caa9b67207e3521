import {
  type CommonPasswords,
  type EmailError,
  type PasswordError,
  validateEmail,
  validatePassword,
} from '@argus/contract';

/** First and last name: required, at most 255 characters (cloud-api §2.3 register). */
export const NAME_MAX_LENGTH = 255;

export interface RegisterValues {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** Terms of use and privacy policy (spec 000 §5: registration requires agreeing). */
  agree: boolean;
}

export type NameError = 'required' | 'tooLong';

export interface RegisterCheck {
  email: EmailError | null;
  firstName: NameError | null;
  lastName: NameError | null;
  password: PasswordError | null;
  agree: 'required' | null;
}

export function validateName(name: string): NameError | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  return trimmed.length > NAME_MAX_LENGTH ? 'tooLong' : null;
}

/** The registration form's rules (spec 000 §5): e-mail, names, the password rules, and the agreement. */
export function validateRegistration(
  values: RegisterValues,
  commonPasswords?: CommonPasswords,
): RegisterCheck {
  const email = validateEmail(values.email.trim());
  return {
    email: email.ok ? null : email.error,
    firstName: validateName(values.firstName),
    lastName: validateName(values.lastName),
    password: validatePassword(values.password, { commonPasswords }).errors[0] ?? null,
    agree: values.agree ? null : 'required',
  };
}
