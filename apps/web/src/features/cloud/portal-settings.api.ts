import { useQuery } from '@tanstack/react-query';
import { useCloudClient } from '../../app/clients/cloud-client.ts';
import { cloudUtilsEndpoints } from '../../lib/endpoints.ts';

export const portalSettingsKeys = {
  settings: ['cloud', 'portalSettings'] as const,
};

/**
 * The portal's settings (`GET /api/utils/settings`, cloud-api §8.1), read once per page load when a page
 * needs them: the relay's host template (`trafficRelayHost`) for a system's pages.
 */
export function usePortalSettings({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useCloudClient();
  return useQuery({
    queryKey: portalSettingsKeys.settings,
    queryFn: ({ signal }) => client.call(cloudUtilsEndpoints.settings, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
