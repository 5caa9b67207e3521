import { POLLING_INTERVAL_MS } from '@argus/contract';
import { useQuery } from '@tanstack/react-query';
import { useCloudClient } from '../../../app/clients/cloud-client.ts';
import { pendingCloudEndpoint } from '../pending-endpoint.ts';

/**
 * A system as the portal lists it (cloud-api §5.1): the fields the portal shows. The contract's System schema
 * replaces this type when `systemEndpoints` arrives.
 */
export interface CloudSystem {
  id: string;
  name: string;
  ownerAccountEmail: string;
  ownerFullName: string;
  /** The caller's role on the system (cloud-api §5.6). */
  accessRole: string;
  version: string;
  status: 'notActivated' | 'activated' | 'beingMerged';
  stateOfHealth: 'online' | 'offline' | 'undefined';
  system2faEnabled?: boolean;
  /** Ordering hint: the systems used most come first. */
  usageFrequency?: number;
}

/** System calls the contract does not define yet (cloud-api §5.2): each becomes `systemEndpoints.<name>`. */
const pendingSystemEndpoints = {
  list: pendingCloudEndpoint<CloudSystem[]>({
    method: 'GET',
    path: '/api/systems',
    access: 'session',
    tag: 'Systems',
    summary: 'The systems shared with the caller.',
  }),
};

export const cloudSystemKeys = {
  list: ['cloud', 'systems'] as const,
};

/** Most used first, then by name in the user's language. */
export function sortSystems(systems: readonly CloudSystem[], locale?: string): CloudSystem[] {
  const collator = new Intl.Collator(locale, { numeric: true });
  return [...systems].sort(
    (a, b) => (b.usageFrequency ?? 0) - (a.usageFrequency ?? 0) || collator.compare(a.name, b.name),
  );
}

/** The account's systems (`GET /api/systems`), polled while shown (spec 000 §9 polling 30 s). */
export function useCloudSystems({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useCloudClient();
  return useQuery({
    queryKey: cloudSystemKeys.list,
    queryFn: ({ signal }) => client.call(pendingSystemEndpoints.list, { signal }),
    select: (systems) => sortSystems(systems),
    enabled,
    staleTime: 10_000,
    refetchInterval: POLLING_INTERVAL_MS,
  });
}
