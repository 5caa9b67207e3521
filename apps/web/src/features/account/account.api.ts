import type { UserModel } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error.ts';
import { http } from '../../lib/http.ts';
import { authKeys, logIn } from '../auth/auth.api.ts';
import { loginFailureOf } from '../auth/login-errors.ts';

export interface PasswordChange {
  /** The logged-in user: `name` to verify the current password, `id` to change it. */
  user: Pick<UserModel, 'id' | 'name'>;
  current: string;
  password: string;
}

/** Why a password change failed, and which field shows it. */
export type PasswordChangeFailure =
  | { field: 'current'; reason: 'wrongPassword' | 'lockedOut' }
  /** The server refused the new password (422): its text is shown as it is. */
  | { field: 'password'; text: string }
  | { field: 'form'; reason: 'unavailable' | 'failed' };

/** Thrown by {@link changeOwnPassword}; the form reads `failure`. */
export class PasswordChangeError extends Error {
  constructor(readonly failure: PasswordChangeFailure) {
    super('password change failed');
  }
}

function formFailure(err: unknown): PasswordChangeFailure {
  return { field: 'form', reason: isApiError(err) && err.isUnavailable ? 'unavailable' : 'failed' };
}

/**
 * Changes the logged-in user's own password (media-server-api §4.6.1): the current password is verified by
 * creating a fresh cookie session (`POST /rest/v1/login/sessions`), which also satisfies the fresh-session
 * rule of the change; then `PATCH /rest/v1/users/{id} {password}`. The server revokes the user's other
 * sessions and keeps the new one.
 */
export async function changeOwnPassword({ user, current, password }: PasswordChange): Promise<void> {
  try {
    await logIn(user.name, current);
  } catch (err) {
    const failure = loginFailureOf(err);
    if (failure === 'wrongCredentials')
      throw new PasswordChangeError({ field: 'current', reason: 'wrongPassword' });
    if (failure === 'lockedOut') throw new PasswordChangeError({ field: 'current', reason: 'lockedOut' });
    throw new PasswordChangeError(formFailure(err));
  }
  try {
    await http.patch<UserModel>(`/rest/v1/users/${encodeURIComponent(user.id)}`, { password });
  } catch (err) {
    if (isApiError(err) && err.status === 422 && err.errorString)
      throw new PasswordChangeError({ field: 'password', text: err.errorString });
    throw new PasswordChangeError(formFailure(err));
  }
}

/** The password change; on success the current user is read again. */
export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser }),
  });
}
