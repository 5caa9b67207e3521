import { type CommonPasswords, commonPasswordSet } from '@argus/contract';
import { useQuery } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import { staticEndpoints } from '../../lib/endpoints.ts';

export const commonPasswordsKeys = {
  list: (systemId: string) => systemKey(systemId, 'static', 'commonPasswords'),
};

/**
 * The system's common-password list for the 'too common' rule, fetched when a password form needs it; until
 * it has arrived (or if it cannot be read) that rule is left to the server.
 */
export function useCommonPasswords(enabled = true) {
  const { client, systemId } = useSystemScope();
  return useQuery<CommonPasswords>({
    queryKey: commonPasswordsKeys.list(systemId),
    queryFn: async () => commonPasswordSet(await client.call(staticEndpoints.commonPasswords)),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
