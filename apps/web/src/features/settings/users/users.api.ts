import { normalizeId, type UserChangeRequest, type UserCreateRequest, type UserModel } from '@argus/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../../app/scope/system-scope.ts';
import { userRolesEndpoints, usersEndpoints } from '../../../lib/endpoints.ts';
import { authKeys, type CurrentUser } from '../../auth/auth.api.ts';

export const usersKeys = {
  all: (systemId: string) => systemKey(systemId, 'users'),
  list: (systemId: string) => systemKey(systemId, 'users', 'list'),
  one: (systemId: string, id: string) => systemKey(systemId, 'users', 'one', normalizeId(id) ?? id),
  roles: (systemId: string) => systemKey(systemId, 'userRoles', 'list'),
};

export function useUsers() {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: usersKeys.list(systemId),
    queryFn: () => client.call(usersEndpoints.list),
  });
}

/** Custom roles; the predefined ones come from the contract. */
export function useUserRoles() {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: usersKeys.roles(systemId),
    queryFn: () => client.call(userRolesEndpoints.list),
    staleTime: 60_000,
  });
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
