import {
  COMMON_PASSWORDS_PATH,
  commonPasswordSet,
  type UserChangeRequest,
  type UserCreateRequest,
  type UserModel,
  type UserRoleModel,
} from '@argus/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { authKeys } from '../../auth/auth.api.ts';

export const usersKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  roles: ['userRoles', 'list'] as const,
  commonPasswords: ['static', 'commonPasswords'] as const,
};

export function useUsers() {
  return useQuery({
    queryKey: usersKeys.list,
    queryFn: () => http.get<UserModel[]>('/rest/v1/users', { query: { _keepDefault: true } }),
  });
}

/** Custom roles (`/rest/v1/userRoles`); the predefined ones come from the contract. */
export function useUserRoles() {
  return useQuery({
    queryKey: usersKeys.roles,
    queryFn: () => http.get<UserRoleModel[]>('/rest/v1/userRoles', { query: { _keepDefault: true } }),
    staleTime: 60_000,
  });
}

/** The common-password list for the 'too common' rule; without it that rule is skipped. */
export function useCommonPasswords() {
  return useQuery({
    queryKey: usersKeys.commonPasswords,
    queryFn: async () => commonPasswordSet(await http.get<string[]>(COMMON_PASSWORDS_PATH)),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: usersKeys.all });
    void client.invalidateQueries({ queryKey: authKeys.currentUser });
  };
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: UserCreateRequest) => http.post<UserModel>('/rest/v1/users', body),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserChangeRequest }) =>
      http.patch<UserModel>(`/rest/v1/users/${encodeURIComponent(id)}`, changes),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) => http.delete<void>(`/rest/v1/users/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
