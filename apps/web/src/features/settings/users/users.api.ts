import { normalizeId } from '@argus/contract';
import type { UserChangeRequest, UserCreateRequest, UserModel } from '@argus/contract/mediaserver';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  usePrefetchQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type SystemScope, systemKey, useSystemScope } from '../../../app/scope/system-scope.ts';
import { userRolesEndpoints, usersEndpoints } from '../../../lib/endpoints.ts';
import { authKeys, type CurrentUser } from '../../auth/auth.api.ts';

export const usersKeys = {
  all: (systemId: string) => systemKey(systemId, 'users'),
  list: (systemId: string) => systemKey(systemId, 'users', 'list'),
  one: (systemId: string, id: string) => systemKey(systemId, 'users', 'one', normalizeId(id) ?? id),
  roles: (systemId: string) => systemKey(systemId, 'userRoles', 'list'),
};

/**
 * Every user. A list of thousands takes a while to arrive and to parse: it counts as fresh for a few seconds,
 * so the prefetch and the page's own query do not load it twice.
 */
function usersListQuery(scope: SystemScope) {
  return queryOptions({
    queryKey: usersKeys.list(scope.systemId),
    queryFn: () => scope.client.call(usersEndpoints.list),
    staleTime: 5_000,
  });
}

export function useUsers() {
  return useQuery(usersListQuery(useSystemScope()));
}

/**
 * Starts loading the list and the custom roles (which label it) during render, before the page waits for its
 * texts (no waterfall).
 */
export function usePrefetchUsers(): void {
  const scope = useSystemScope();
  usePrefetchQuery(usersListQuery(scope));
  usePrefetchQuery(userRolesQuery(scope));
}

/** The list and the custom roles, fetched before the page renders (its route starts them at boot when a session is likely). */
export function prefetchUsers({ scope, queryClient }: { scope: SystemScope; queryClient: QueryClient }) {
  return Promise.all([
    queryClient.prefetchQuery(usersListQuery(scope)),
    queryClient.prefetchQuery(userRolesQuery(scope)),
  ]);
}

function userRolesQuery(scope: SystemScope) {
  return queryOptions({
    queryKey: usersKeys.roles(scope.systemId),
    queryFn: () => scope.client.call(userRolesEndpoints.list),
    staleTime: 60_000,
  });
}

/** Custom roles; the predefined ones come from the contract. */
export function useUserRoles() {
  return useQuery(userRolesQuery(useSystemScope()));
}

function isCurrentUser(queryClient: QueryClient, systemId: string, id: string): boolean {
  const current = queryClient.getQueryData<CurrentUser | null>(authKeys.currentUser(systemId));
  return current != null && normalizeId(current.user.id) === normalizeId(id);
}

/**
 * After a user changed: the reply replaces that user, the list is read again, and the current user only when
 * the change was to the current user (its name, permissions or role may have changed).
 */
export function userChanged(queryClient: QueryClient, systemId: string, user: UserModel): void {
  queryClient.setQueryData(usersKeys.one(systemId, user.id), user);
  void queryClient.invalidateQueries({ queryKey: usersKeys.list(systemId) });
  if (isCurrentUser(queryClient, systemId, user.id))
    void queryClient.invalidateQueries({ queryKey: authKeys.currentUser(systemId) });
}

/** A new user: only the list changes. */
export function useCreateUser() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCreateRequest) => client.call(usersEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.list(systemId) }),
  });
}

export function useUpdateUser() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserChangeRequest }) =>
      client.call(usersEndpoints.change, { params: { id }, body: changes }),
    onSuccess: (user) => userChanged(queryClient, systemId, user),
  });
}

/** A deleted user: it leaves the cache and the list is read again. */
export function useDeleteUser() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(usersEndpoints.remove, { params: { id } }),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: usersKeys.one(systemId, id) });
      return queryClient.invalidateQueries({ queryKey: usersKeys.list(systemId) });
    },
  });
}
