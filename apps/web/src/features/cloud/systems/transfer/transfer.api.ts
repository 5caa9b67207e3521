import type { SystemTransferInfo, TransferAnswer } from '@argus/contract/cloud';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCloudClient } from '../../../../app/clients/cloud-client.ts';
import { useMode } from '../../../../app/mode/mode-context.ts';
import { cloudTransferEndpoints } from '../../../../lib/endpoints.ts';
import { cloudSystemKeys } from '../systems.api.ts';

export type { SystemTransferInfo } from '@argus/contract/cloud';

export const transferKeys = {
  list: ['cloud', 'transfers'] as const,
};

/** Whether the portal offers ownership transfer (feature flag `cloudOwnershipTransfer` of the cloud's config). */
export function useTransferEnabled(): boolean {
  return useMode().config?.features.cloudOwnershipTransfer === true;
}

/** The transfers from or to the account (`GET /api/transfer/`, cloud-api §6). */
export function useTransfers({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useCloudClient();
  return useQuery({
    queryKey: transferKeys.list,
    queryFn: ({ signal }) => client.call(cloudTransferEndpoints.list, { signal }),
    enabled,
    staleTime: 10_000,
  });
}

/** The system's pending transfer, if any. */
export function pendingTransferOf(
  transfers: readonly SystemTransferInfo[] | undefined,
  systemId: string,
): SystemTransferInfo | undefined {
  return transfers?.find((t) => t.systemId === systemId && t.status === 'pending');
}

/** After any step both the transfers and the systems (owner, role) change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: transferKeys.list }),
      queryClient.invalidateQueries({ queryKey: cloudSystemKeys.list }),
    ]);
}

export interface TransferOffer {
  systemId: string;
  newOwnerEmail: string;
  /** The owner's password, checked by the cloud before the offer is made. */
  password: string;
}

export function useStartTransfer() {
  const client = useCloudClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ systemId, ...body }: TransferOffer) =>
      client.call(cloudTransferEndpoints.start, { params: { systemId }, body }),
    onSuccess: refresh,
  });
}

export function useAnswerTransfer() {
  const client = useCloudClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ systemId, action }: { systemId: string; action: TransferAnswer }) =>
      client.call(cloudTransferEndpoints.answer, { params: { systemId }, body: { action } }),
    onSuccess: refresh,
  });
}

export function useCancelTransfer() {
  const client = useCloudClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (systemId: string) => client.call(cloudTransferEndpoints.cancel, { params: { systemId } }),
    onSuccess: refresh,
  });
}

/**
 * Whether the system's actions offer "Transfer ownership": to the owner only, while the feature is on and no
 * transfer of the system is pending (its notice offers "Cancel" instead); `ready` once the transfers are known.
 */
export function useTransferAction(systemId: string, isOwner: boolean): { offered: boolean; ready: boolean } {
  const enabled = useTransferEnabled() && isOwner;
  const transfers = useTransfers({ enabled });
  const pending = pendingTransferOf(transfers.data, systemId);
  return { offered: enabled && !pending, ready: transfers.isSuccess };
}
