import type { SystemSettingsValues } from '@argus/contract/mediaserver';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import { settingsEndpoints } from '../../lib/endpoints.ts';
import { systemKeys } from '../system/system.api.ts';

/** `{name: entry}`: how each setting is shown and who may change it (media-server-api §4.2.3). */
export type { SettingsManifest } from '@argus/contract/mediaserver';

export const settingsKeys = {
  all: (systemId: string) => systemKey(systemId, 'settings'),
  values: (systemId: string) => systemKey(systemId, 'settings', 'values'),
  manifest: (systemId: string) => systemKey(systemId, 'settings', 'manifest'),
};

export function useSystemSettings() {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: settingsKeys.values(systemId),
    queryFn: () => client.call(settingsEndpoints.all),
  });
}

export function useSettingsManifest() {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: settingsKeys.manifest(systemId),
    queryFn: () => client.call(settingsEndpoints.manifest),
    staleTime: 5 * 60_000,
  });
}

/** One PATCH with only the changed values; the reply (all settings) replaces the cached values. */
export function useSaveSystemSettings() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SystemSettingsValues) => client.call(settingsEndpoints.change, { body: changes }),
    onSuccess: (reply, changes) => {
      queryClient.setQueryData(settingsKeys.values(systemId), reply);
      // The header shows the system name. A system that now accepts only HTTPS refuses this plain-HTTP
      // page's next call, and the client then moves the page to HTTPS: ask at once.
      if ('systemName' in changes || changes.trafficEncryptionForced === true)
        void queryClient.invalidateQueries({ queryKey: systemKeys.state(systemId) });
    },
  });
}
