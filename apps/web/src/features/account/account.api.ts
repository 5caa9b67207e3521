import type { UserModel } from '@argus/contract/mediaserver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSystemScope } from '../../app/scope/system-scope.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';
import { usersEndpoints } from '../../lib/endpoints.ts';
import { logIn } from '../auth/auth.api.ts';
import { loginFailureOf } from '../auth/login-errors.ts';
import { userChanged } from '../settings/users/users.api.ts';

export interface PasswordChange {
  /** The logged-in user: `name` to verify the current password, `id` to change it. */
  user: Pick<UserModel, 'id' | 'name'>;
  current: string;
  password: string;
}

/** Why a password change failed, and which field shows it. */
export type PasswordChangeFailure =
  /** `currentIncorrect`: the cloud's words for a wrong current password (cloud-api §2.3 changePassword). */
  | { field: 'current'; reason: 'wrongPassword' | 'currentIncorrect' | 'lockedOut' }
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
 * creating a fresh cookie session (`POST .../login/sessions`), which also satisfies the fresh-session rule of
 * the change; then `PATCH .../users/{id} {password}`. The server revokes the user's other sessions and keeps
 * the new one.
 */
export async function changeOwnPassword(
  client: ApiClient,
  { user, current, password }: PasswordChange,
): Promise<UserModel> {
  try {
    await logIn(client, { username: user.name, password: current });
  } catch (err) {
    const failure = loginFailureOf(err);
    if (failure === 'wrongCredentials')
      throw new PasswordChangeError({ field: 'current', reason: 'wrongPassword' });
    if (failure === 'lockedOut') throw new PasswordChangeError({ field: 'current', reason: 'lockedOut' });
    throw new PasswordChangeError(formFailure(err));
  }
  try {
    return await client.call(usersEndpoints.change, { params: { id: user.id }, body: { password } });
  } catch (err) {
    if (isApiError(err) && err.status === 422 && err.errorString)
      throw new PasswordChangeError({ field: 'password', text: err.errorString });
    throw new PasswordChangeError(formFailure(err));
  }
}

/** The password change; the caches of that user (the current one) are updated like after any user change. */
export function useChangeOwnPassword() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PasswordChange) => changeOwnPassword(client, change),
    onSuccess: (user) => userChanged(queryClient, systemId, user),
  });
}
