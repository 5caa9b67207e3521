import { isApiError } from '../../../lib/api-error.ts';

/** A wrong password on the login call that confirms it: 422 'Wrong password.' (or a 401). */
export function isWrongPassword(err: unknown): boolean {
  return isApiError(err) && (/wrong password/i.test(err.errorString) || err.status === 401);
}
