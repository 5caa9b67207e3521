import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCloudClient } from '../../../app/clients/cloud-client.ts';
import { cloudTwoFactorEndpoints } from '../../../lib/endpoints.ts';
import { cloudFailureOf } from '../cloud-failures.ts';
import { cloudSystemKeys } from './systems.api.ts';

/**
 * Flips whether the system requires two-factor authentication (`POST /api/systems/toggle2fa`, cloud-api §3.5):
 * the owner with account 2FA, proven by a code of the authenticator app. The list (its `system2faEnabled`) is
 * read again.
 */
export function useToggleSystemTwoFactor(systemId: string) {
  const client = useCloudClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mfaCode: string) =>
      client.call(cloudTwoFactorEndpoints.toggleSystem2fa, { body: { systemId, mfaCode } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloudSystemKeys.list, exact: true }),
  });
}

/** The i18n key (namespace `cloudSystems`) of a refused toggle, and whether it belongs to the code field. */
export function systemTwoFactorFailureOf(error: unknown): { key: string; field: boolean } {
  const failure = cloudFailureOf(error);
  if (failure.unavailable) return { key: 'failures.unavailable', field: false };
  if (failure.code === 'wrongCode') return { key: 'twoFactor.wrongCode', field: true };
  if (failure.code === 'wrongParameters') return { key: 'twoFactor.codeRequired', field: true };
  if (failure.code === 'accountBlocked') return { key: 'twoFactor.blocked', field: false };
  if (failure.code === 'forbidden') return { key: 'failures.forbidden', field: false };
  if (failure.code === '2fa_disabled_for_the_user') return { key: 'twoFactor.accountFirst', field: false };
  return { key: 'twoFactor.failed', field: false };
}
