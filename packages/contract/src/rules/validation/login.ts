/**
 * The login form (spec 000 §5, 001 §8): Login and Password both required, at most 255 characters each.
 * The login is a user name on a local system or an e-mail for cloud accounts, so its format is not checked.
 */
import * as z from 'zod/mini';

export const LOGIN_MAX_LENGTH = 255;
export const LOGIN_PASSWORD_MAX_LENGTH = 255;

export type LoginFieldError = 'required' | 'tooLong';

export interface LoginFormErrors {
  login?: LoginFieldError;
  password?: LoginFieldError;
}

export interface LoginFormResult {
  ok: boolean;
  errors: LoginFormErrors;
}

const LOGIN_REQUIRED_TEXT = 'Login is required';
const LOGIN_TOO_LONG_TEXT = `Login must be at most ${LOGIN_MAX_LENGTH} characters long.`;
const PASSWORD_REQUIRED_TEXT = 'Password is required';
const PASSWORD_TOO_LONG_TEXT = `Password must be at most ${LOGIN_PASSWORD_MAX_LENGTH} characters long.`;

/** English default messages. 'Password is required' is the spec's text; the others are ours. */
export const LOGIN_ERROR_MESSAGES = {
  login: { required: LOGIN_REQUIRED_TEXT, tooLong: LOGIN_TOO_LONG_TEXT },
  password: { required: PASSWORD_REQUIRED_TEXT, tooLong: PASSWORD_TOO_LONG_TEXT },
} as const satisfies Record<keyof LoginFormErrors, Record<LoginFieldError, string>>;

/** The login text is trimmed before the required check (a login of spaces is empty); the password is not. */
export function validateLoginForm(form: { login: string; password: string }): LoginFormResult {
  const errors: LoginFormErrors = {};
  const login = form.login.trim();
  if (login === '') errors.login = 'required';
  else if (login.length > LOGIN_MAX_LENGTH) errors.login = 'tooLong';
  if (form.password === '') errors.password = 'required';
  else if (form.password.length > LOGIN_PASSWORD_MAX_LENGTH) errors.password = 'tooLong';
  return { ok: errors.login === undefined && errors.password === undefined, errors };
}

/**
 * The login form as a schema (web form resolvers; the REST login call has its own request schema): login (user
 * name or e-mail) and password, both required, at most 255 characters.
 */
export const loginFormSchema = /* @__PURE__ */ z.object({
  login: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: LOGIN_REQUIRED_TEXT }),
      z.maxLength(LOGIN_MAX_LENGTH, { error: LOGIN_TOO_LONG_TEXT }),
    ),
  password: z
    .string()
    .check(
      z.minLength(1, { error: PASSWORD_REQUIRED_TEXT }),
      z.maxLength(LOGIN_PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG_TEXT }),
    ),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
