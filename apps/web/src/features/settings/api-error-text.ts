import { isApiError } from '../../lib/api-error.ts';

/** The server's own message for a failed call (its `errorString`), or a fallback text. */
export function apiErrorText(err: unknown, fallback: string): string {
  if (isApiError(err) && err.errorString) return err.errorString;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
