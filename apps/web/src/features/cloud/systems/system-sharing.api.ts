import {
  type CloudAccessRole,
  type CloudUser,
  type OrderedRole,
  ROLE_ORDER,
  type ShareRole,
  type SystemPageFlags,
} from '@argus/contract/cloud';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCloudClient } from '../../../app/clients/cloud-client.ts';
import { useMode } from '../../../app/mode/mode-context.ts';
import {
  cloudAccountEndpoints,
  cloudSharingEndpoints,
  cloudSystemEndpoints,
} from '../../../lib/endpoints.ts';
import { cloudSystemKeys } from './systems.api.ts';

export type { CloudUser } from '@argus/contract/cloud';

export const systemSharingKeys = {
  users: (systemId: string) => ['cloud', 'systems', systemId, 'users'] as const,
};

/**
 * The feature flags the system page reads (layouts, bookmarks, cloudStorage): those of the client
 * configuration the cloud served (`features`, also sent back as override headers); the cloud does not serve
 * `/api/utils/settings` yet.
 */
export function usePortalFlags(): SystemPageFlags {
  return useMode().config?.features ?? {};
}

/** The accounts the system is shared with (`GET /api/systems/{id}/users`), the owner first, then by name. */
export function useSystemUsers(systemId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useCloudClient();
  return useQuery({
    queryKey: systemSharingKeys.users(systemId),
    queryFn: ({ signal }) => client.call(cloudSharingEndpoints.users, { params: { id: systemId }, signal }),
    select: sortUsers,
    enabled,
  });
}

export function sortUsers(users: readonly CloudUser[]): CloudUser[] {
  const label = (user: CloudUser) => (user.accountFullName || user.accountEmail).toLowerCase();
  return [...users].sort(
    (a, b) =>
      Number(b.accessRole === 'owner') - Number(a.accessRole === 'owner') || label(a).localeCompare(label(b)),
  );
}

export interface ShareChange {
  email: string;
  role: ShareRole;
}

/**
 * Shares the system, changes a share's role, or removes it (`role: none`; cloud-api §5.6); the user list and
 * the account's systems follow.
 */
export function useShareSystem(systemId: string) {
  const client = useCloudClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, role }: ShareChange) =>
      client.call(cloudSharingEndpoints.share, {
        params: { id: systemId },
        body: { user_email: email, role },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: systemSharingKeys.users(systemId) }),
        queryClient.invalidateQueries({ queryKey: cloudSystemKeys.list, exact: true }),
      ]),
  });
}

/** Renames the system (owner or cloud administrator, cloud-api §5.5). */
export function useRenameSystem(systemId: string) {
  const client = useCloudClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      client.call(cloudSystemEndpoints.rename, { params: { id: systemId }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloudSystemKeys.list, exact: true }),
  });
}

/**
 * Disconnects the system from the cloud (owner, cloud-api §5.7): the password is checked first
 * (`/api/account/verify`, as the console does), then the system is deleted.
 */
export function useDisconnectSystem(systemId: string) {
  const client = useCloudClient();
  return useMutation({
    mutationFn: async (password: string) => {
      await client.call(cloudAccountEndpoints.verify, { body: { password } });
      await client.call(cloudSystemEndpoints.disconnect, { body: { system_id: systemId } });
    },
  });
}

/** The account's systems after one left it: the list is refetched before the page moves on. */
export function useForgetSystem() {
  const queryClient = useQueryClient();
  return (systemId: string) => {
    queryClient.removeQueries({ queryKey: systemSharingKeys.users(systemId) });
    return queryClient.invalidateQueries({ queryKey: cloudSystemKeys.list, exact: true });
  };
}

/**
 * The roles the share dialog offers: of those the caller may grant, the ranked ones in the console's order
 * (spec 000 §6: Live Viewer, Viewer, Advanced Viewer, Cloud Administrator); custom roles are set on the server.
 */
export function shareDialogRoles(grantable: readonly { accessRole: CloudAccessRole }[]): CloudAccessRole[] {
  const roles = new Set<string>(grantable.map((item) => item.accessRole));
  return ROLE_ORDER.filter((role): role is CloudAccessRole & OrderedRole => roles.has(role));
}
