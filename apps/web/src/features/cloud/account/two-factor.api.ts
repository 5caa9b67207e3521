import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCloudClient } from '../../../app/clients/cloud-client.ts';
import { cloudAuthKeys } from '../auth/auth.api.ts';
import { pendingCloudEndpoint } from '../pending-endpoint.ts';

/** `activate` needs the password and a code of the pending key; `deactivate` a code (cloud-api §2.3). */
export type SecurityAction =
  | { action: 'activate'; mfaCode: string; password: string }
  | { action: 'deactivate'; mfaCode: string };

/**
 * Two-factor calls the contract does not define yet (cloud-api §2.2, §3): each becomes
 * `accountEndpoints.security` or `twoFactorEndpoints.<name>`.
 */
const pendingTwoFactorEndpoints = {
  newKey: pendingCloudEndpoint<{ keyUrl: string }>({
    method: 'POST',
    path: '/api/2fa/verification',
    access: 'account',
    tag: 'Two-factor authentication',
    summary: 'A new pending TOTP key.',
  }),
  security: pendingCloudEndpoint<{ account2faEnabled: boolean }, SecurityAction>({
    method: 'POST',
    path: '/api/account/security',
    access: 'session',
    tag: 'Account',
    summary: 'Turn two-factor authentication on or off.',
  }),
  newBackupCodes: pendingCloudEndpoint<{ backup_code: string }[], { count?: number }>({
    method: 'POST',
    path: '/api/2fa/backup',
    access: 'account',
    tag: 'Two-factor authentication',
    summary: 'New backup codes; the earlier ones stop working.',
  }),
};

/** A new TOTP key for the authenticator app (an `otpauth://` address, shown as a QR code). */
export function useNewTwoFactorKey() {
  const client = useCloudClient();
  return useMutation({ mutationFn: () => client.call(pendingTwoFactorEndpoints.newKey) });
}

/** Turns two-factor authentication on or off; the account (its `account2faEnabled`) is read again. */
export function useSecurityAction() {
  const client = useCloudClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SecurityAction) => client.call(pendingTwoFactorEndpoints.security, { body: action }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloudAuthKeys.account }),
  });
}

/** New backup codes (each works once); the earlier ones stop working. */
export function useNewBackupCodes() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: async () =>
      (await client.call(pendingTwoFactorEndpoints.newBackupCodes, { body: {} })).map((c) => c.backup_code),
  });
}
