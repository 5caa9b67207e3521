import type { SettingManifestEntry } from '@argus/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { addTransportListener, http } from '../../lib/http.ts';
import { systemKeys } from '../system/system.api.ts';

export type { SettingManifestEntry };

/** `{name: entry}` from `/rest/v1/system/settingsManifest` (media-server-api §4.2.3). */
export type SettingsManifest = Record<string, SettingManifestEntry>;
export type SystemSettings = Record<string, unknown>;

export const settingsKeys = {
  all: ['system', 'settings'] as const,
  values: ['system', 'settings', 'values'] as const,
  manifest: ['system', 'settings', 'manifest'] as const,
};

export function useSystemSettings() {
  return useQuery({
    queryKey: settingsKeys.values,
    queryFn: () => http.get<SystemSettings>('/rest/v1/system/settings', { query: { _keepDefault: true } }),
  });
}

export function useSettingsManifest() {
  return useQuery({
    queryKey: settingsKeys.manifest,
    queryFn: () =>
      http.get<SettingsManifest>('/rest/v1/system/settingsManifest', { query: { _keepDefault: true } }),
    staleTime: 5 * 60_000,
  });
}

/** One PATCH with only the changed values; the reply (all settings) replaces the cached values. */
export function useSaveSystemSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: SystemSettings) => http.patch<SystemSettings>('/rest/v1/system/settings', changes),
    onSuccess: (reply, changes) => {
      if (reply && typeof reply === 'object') client.setQueryData(settingsKeys.values, reply);
      else void client.invalidateQueries({ queryKey: settingsKeys.values });
      // The header shows the system name.
      if ('systemName' in changes) void client.invalidateQueries({ queryKey: systemKeys.state });
    },
  });
}

/** False while the server does not answer (no reply, 502 or 504), true again after any answer. */
export function useServerReachable(): boolean {
  const [reachable, setReachable] = useState(true);
  useEffect(
    () =>
      addTransportListener({
        onReachable: () => setReachable(true),
        onUnavailable: () => setReachable(false),
      }),
    [],
  );
  return reachable;
}
