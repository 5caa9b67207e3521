import { useMutation } from '@tanstack/react-query';
import { useCloudClient } from '../../../app/clients/cloud-client.ts';
import { cloudAccountEndpoints } from '../../../lib/endpoints.ts';

/** The e-mail of the account a login code belongs to (`POST /api/account/checkAuthCode`, cloud-api §2.3). */
export function useCodeAccount() {
  const client = useCloudClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await client.call(cloudAccountEndpoints.checkAuthCode, { body: { code } })).email,
  });
}
