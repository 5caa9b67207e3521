import { looksLikeBackupCode } from '@argus/contract/cloud';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCloudClient } from '../../../app/clients/cloud-client.ts';
import { cloudAccountEndpoints, cloudTwoFactorEndpoints } from '../../../lib/endpoints.ts';
import { cloudAuthKeys } from '../auth/auth.api.ts';

/** `activate` needs the password and a code of the pending key; `deactivate` a code (cloud-api §2.3). */
export type SecurityAction =
  | { action: 'activate'; mfaCode: string; password: string }
  | { action: 'deactivate'; mfaCode: string };

export const twoFactorKeys = {
  backupCodes: ['cloud', 'two-factor', 'backup-codes'] as const,
};

/** A new TOTP key for the authenticator app (an `otpauth://` address, shown as a QR code). */
export function useNewTwoFactorKey() {
  const client = useCloudClient();
  return useMutation({ mutationFn: () => client.call(cloudTwoFactorEndpoints.createKey) });
}

/** Turns two-factor authentication on or off; the account (its `account2faEnabled`) is read again. */
export function useSecurityAction() {
  const client = useCloudClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SecurityAction) => client.call(cloudAccountEndpoints.security, { body: action }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cloudAuthKeys.account });
      queryClient.removeQueries({ queryKey: twoFactorKeys.backupCodes });
    },
  });
}

/** New backup codes (each works once); the earlier ones stop working. */
export function useNewBackupCodes() {
  const client = useCloudClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await client.call(cloudTwoFactorEndpoints.createBackupCodes, { body: {} })).map((c) => c.backup_code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.backupCodes }),
  });
}

/** How many backup codes are left unused (the cloud keeps only their hashes, so it can list no more). */
export function useBackupCodesLeft(enabled: boolean) {
  const client = useCloudClient();
  return useQuery({
    queryKey: twoFactorKeys.backupCodes,
    queryFn: async ({ signal }) =>
      (await client.call(cloudTwoFactorEndpoints.listBackupCodes, { signal })).length,
    enabled,
  });
}

/**
 * The second factor for this session (cloud-api §3.1 `updateSession`): a code of the authenticator app or a
 * backup code. The account is read again: its `sessionVerified` lets the portal in.
 */
export function useVerifySession() {
  const client = useCloudClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      client.call(cloudTwoFactorEndpoints.updateSession, { body: { verification_code: code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloudAuthKeys.account }),
  });
}

/**
 * Passes the second factor of a login code (cloud-api §3.4): `GET /api/2fa/verification` for a code of the
 * authenticator app, `GET /api/2fa/backup` for a backup code. The code can then be exchanged.
 */
export function useVerifyLoginCode() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: ({ code, verificationCode }: { code: string; verificationCode: string }) => {
      const typed = verificationCode.trim();
      const endpoint = looksLikeBackupCode(typed)
        ? cloudTwoFactorEndpoints.verifyBackupCode
        : cloudTwoFactorEndpoints.verifyCode;
      return client.call(endpoint, { query: { code, verification_code: typed } });
    },
  });
}

/**
 * When the login asks the second factor [design, docs/api-decisions.md]: at every login (true) or only for
 * systems that require it. The account (its `account2faEveryLogin`) is read again.
 */
export function useTwoFactorPolicy() {
  const client = useCloudClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (everyLogin: boolean) =>
      client.call(cloudAccountEndpoints.twoFactorPolicy, { body: { account2faEveryLogin: everyLogin } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloudAuthKeys.account }),
  });
}
