import { type CommonPasswords, commonPasswordSet } from '@argus/contract';
import { useQuery } from '@tanstack/react-query';
import { useCloudClient } from '../../app/clients/cloud-client.ts';
import { staticEndpoints } from '../../lib/endpoints.ts';

/**
 * The common-password list for the 'too common' rule of the portal's password forms (spec 000 §5), from the
 * cloud that served the app. Until it has arrived, or if the cloud does not serve it, the rule is left to the
 * cloud (cloud-api §2.4: `Too common password`).
 */
export function usePortalCommonPasswords(enabled = true) {
  const client = useCloudClient();
  return useQuery<CommonPasswords>({
    queryKey: ['cloud', 'static', 'commonPasswords'],
    queryFn: async () => commonPasswordSet(await client.call(staticEndpoints.commonPasswords)),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
