import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCloudClient } from '../../../app/clients/cloud-client.ts';
import { cloudAccountEndpoints } from '../../../lib/endpoints.ts';
import { cloudAuthKeys } from '../auth/auth.api.ts';

export interface AccountChange {
  first_name: string;
  last_name: string;
  language?: string;
}

export interface PasswordChangeRequest {
  old_password: string;
  new_password: string;
  /** A TOTP code, for accounts with two-factor authentication. */
  mfaCode?: string;
}

/** Saves the name and language; the reply is the account, which the shell then shows. */
export function useUpdateAccount() {
  const client = useCloudClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AccountChange) => client.call(cloudAccountEndpoints.update, { body: change }),
    onSuccess: (account) => queryClient.setQueryData(cloudAuthKeys.account, account),
  });
}

/** Changes the password; the cloud ends the account's other sessions and keeps this one. */
export function useChangeAccountPassword() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (change: PasswordChangeRequest) =>
      client.call(cloudAccountEndpoints.changePassword, { body: change }),
  });
}

/**
 * Deletes the account (cloud-api §2.3 `delete`): refused while it owns systems or has two-factor
 * authentication on; the cloud ends its sessions.
 */
export function useDeleteAccount() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (password: string) => client.call(cloudAccountEndpoints.delete, { body: { password } }),
  });
}
