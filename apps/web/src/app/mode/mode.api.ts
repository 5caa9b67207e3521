import type { WebAdminConfig } from '@argus/contract/mediaserver';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';
import { staticEndpoints } from '../../lib/endpoints.ts';

export const modeKeys = {
  webAdminConfig: ['console', 'webAdminConfig'] as const,
};

/**
 * `/static/customization/webadmin_config.json` of the server that served the app; null when it cannot be read
 * (an older server, or none answering), which means local mode.
 */
export async function readWebAdminConfig(client: ApiClient): Promise<WebAdminConfig | null> {
  try {
    return await client.call(staticEndpoints.webAdminConfig, { noReauth: true });
  } catch {
    return null;
  }
}

/** Read once per page load (index.html preloads the file, so this does not wait for a round trip). */
export function useWebAdminConfig(client: ApiClient) {
  return useQuery({
    queryKey: modeKeys.webAdminConfig,
    queryFn: () => readWebAdminConfig(client),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
