import type { LicenseData, LicenseDeactivateReply } from '@argus/contract/mediaserver';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import { licensesEndpoints } from '../../lib/endpoints.ts';

export const licensesKeys = {
  all: (systemId: string) => systemKey(systemId, 'licenses'),
  list: (systemId: string) => systemKey(systemId, 'licenses', 'list'),
  details: (systemId: string) => systemKey(systemId, 'licenses', 'details'),
  summaries: (systemId: string) => systemKey(systemId, 'licenses', 'summaries'),
};

/** Every license of the system, parsed, with its status, server and expiration. */
export function useLicenseDetails() {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: licensesKeys.details(systemId),
    queryFn: () => client.call(licensesEndpoints.details),
  });
}

/** The stored records (`{key, licenseBlock}`): the block text the details show and copy. */
export function useLicenseBlocks() {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: licensesKeys.list(systemId),
    queryFn: () => client.call(licensesEndpoints.list),
  });
}

/** Channels per license class. */
export function useLicenseSummaries() {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: licensesKeys.summaries(systemId),
    queryFn: () => client.call(licensesEndpoints.summaries),
  });
}

/** After any change: the list and the summary (cameras may have started or stopped recording). */
function useRefreshLicenses() {
  const { systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: licensesKeys.all(systemId) });
}

/** What an activation sends: a key to activate online, or a license block (from a file) to store. */
export type LicenseActivation = { key: string } | { key: string; licenseBlock: string };

/** `PUT /licenses/{key}`: `{}` activates the key online, `{licenseBlock}` stores the block as given. */
export function useActivateLicense() {
  const { client } = useSystemScope();
  const refresh = useRefreshLicenses();
  return useMutation<LicenseData, Error, LicenseActivation>({
    mutationFn: (activation) =>
      client.call(licensesEndpoints.put, {
        params: { key: activation.key },
        body: 'licenseBlock' in activation ? { licenseBlock: activation.licenseBlock } : {},
      }),
    onSuccess: refresh,
  });
}

export function useStartTrial() {
  const { client } = useSystemScope();
  const refresh = useRefreshLicenses();
  return useMutation<LicenseData, Error, void>({
    mutationFn: () => client.call(licensesEndpoints.trial),
    onSuccess: refresh,
  });
}

/** Deactivation at the license server, with the caller's password; the license goes. */
export function useDeactivateLicense() {
  const { client } = useSystemScope();
  const refresh = useRefreshLicenses();
  return useMutation<LicenseDeactivateReply, Error, { key: string; password: string }>({
    mutationFn: ({ key, password }) =>
      client.call(licensesEndpoints.deactivate, { params: { key }, body: { password } }),
    onSuccess: refresh,
  });
}

/** Removes a license from the system only (an invalid or expired one). */
export function useRemoveLicense() {
  const { client } = useSystemScope();
  const refresh = useRefreshLicenses();
  return useMutation<unknown, Error, string>({
    mutationFn: (key) => client.call(licensesEndpoints.remove, { params: { key } }),
    onSuccess: refresh,
  });
}
