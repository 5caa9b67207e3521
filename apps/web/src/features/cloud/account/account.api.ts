import type { Account, OkReply } from '@argus/contract/cloud';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCloudClient } from '../../../app/clients/cloud-client.ts';
import { cloudAuthKeys } from '../auth/auth.api.ts';
import { pendingCloudEndpoint } from '../pending-endpoint.ts';

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

/** Account calls the contract does not define yet (cloud-api §2.2): each becomes `accountEndpoints.<name>`. */
const pendingAccountEndpoints = {
  update: pendingCloudEndpoint<Account, AccountChange>({
    method: 'POST',
    path: '/api/account',
    access: 'session',
    tag: 'Account',
    summary: "Change the account's name and language.",
  }),
  changePassword: pendingCloudEndpoint<OkReply, PasswordChangeRequest>({
    method: 'POST',
    path: '/api/account/changePassword',
    access: 'session',
    tag: 'Account',
    summary: "Change the account's password.",
  }),
};

/** Saves the name and language; the reply is the account, which the shell then shows. */
export function useUpdateAccount() {
  const client = useCloudClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AccountChange) => client.call(pendingAccountEndpoints.update, { body: change }),
    onSuccess: (account) => queryClient.setQueryData(cloudAuthKeys.account, account),
  });
}

/** Changes the password; the cloud ends the account's other sessions and keeps this one. */
export function useChangeAccountPassword() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: (change: PasswordChangeRequest) =>
      client.call(pendingAccountEndpoints.changePassword, { body: change }),
  });
}
