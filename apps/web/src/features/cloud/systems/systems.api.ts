import { POLLING_INTERVAL_MS } from '@argus/contract';
import type { CloudSystem } from '@argus/contract/cloud';
import { useQuery } from '@tanstack/react-query';
import { useCloudClient } from '../../../app/clients/cloud-client.ts';
import { cloudSystemEndpoints } from '../../../lib/endpoints.ts';

/** A system as the portal lists it (cloud-api §5.1). */
export type { CloudSystem } from '@argus/contract/cloud';

export const cloudSystemKeys = {
  list: ['cloud', 'systems'] as const,
};

/** Most used first, then by name in the user's language. */
export function sortSystems(systems: readonly CloudSystem[], locale?: string): CloudSystem[] {
  const collator = new Intl.Collator(locale, { numeric: true });
  return [...systems].sort((a, b) => b.usageFrequency - a.usageFrequency || collator.compare(a.name, b.name));
}

export interface CloudSystemsOptions {
  enabled?: boolean;
  /** A shorter polling interval for what the last list says (a system page polls faster while its system is offline). */
  refetchIntervalWhile?: (systems: CloudSystem[] | undefined, updatedAt: number) => number | undefined;
}

/** The account's systems (`GET /api/systems`), polled while shown (spec 000 §9 polling 30 s). */
export function useCloudSystems({ enabled = true, refetchIntervalWhile }: CloudSystemsOptions = {}) {
  const client = useCloudClient();
  return useQuery({
    queryKey: cloudSystemKeys.list,
    queryFn: ({ signal }) => client.call(cloudSystemEndpoints.list, { signal }),
    select: (systems) => sortSystems(systems),
    enabled,
    staleTime: 10_000,
    refetchInterval: ({ state }) =>
      refetchIntervalWhile?.(state.data, state.dataUpdatedAt) ?? POLLING_INTERVAL_MS,
  });
}
