import { NULL_ID } from '@argus/contract';
import type { LayoutModel } from '@argus/contract/mediaserver';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import { layoutsEndpoints, userRolesEndpoints, usersEndpoints } from '../../lib/endpoints.ts';
import type { AccessChange } from './layout-sharing.ts';
import type { LayoutWallBody } from './layout-wall.ts';

export type { LayoutModel } from '@argus/contract/mediaserver';

export const layoutsKeys = {
  list: (systemId: string) => systemKey(systemId, 'layouts'),
};

/** The layouts the caller may see (media-server-api §4.10), by name. */
export function useLayouts({ enabled = true }: { enabled?: boolean } = {}) {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: layoutsKeys.list(systemId),
    queryFn: () => client.call(layoutsEndpoints.list),
    select: sortLayouts,
    enabled,
  });
}

export function sortLayouts(layouts: readonly LayoutModel[]): LayoutModel[] {
  return [...layouts].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** Whether another layout the caller sees has this name (any case, outer spaces ignored). */
export function isNameTaken(
  layouts: readonly Pick<LayoutModel, 'id' | 'name'>[],
  name: string,
  ownId?: string,
) {
  const wanted = name.trim().toLocaleLowerCase();
  return layouts.some((l) => l.id !== ownId && l.name.trim().toLocaleLowerCase() === wanted);
}

function useLayoutMutation<T, R>(
  call: (client: ReturnType<typeof useSystemScope>['client'], input: T) => Promise<R>,
) {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => call(client, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: layoutsKeys.list(systemId) }),
  });
}

/** Saves a wall as a new layout (the caller's own; an administrator's is shared, as in Nx). */
export function useCreateLayout() {
  return useLayoutMutation((client, body: LayoutWallBody & { name: string }) =>
    client.call(layoutsEndpoints.create, { body }),
  );
}

/** Changes a layout: its name, its wall, or its owner (`parentId`: the null id shares it). */
export function useChangeLayout() {
  return useLayoutMutation(
    (client, { id, ...body }: { id: string; name?: string; parentId?: string } & Partial<LayoutWallBody>) =>
      client.call(layoutsEndpoints.change, { params: { id }, body }),
  );
}

export function useDeleteLayout() {
  return useLayoutMutation((client, id: string) => client.call(layoutsEndpoints.remove, { params: { id } }));
}

/**
 * Shares a layout (`parentId` the null id) and writes the access lists of the users and roles whose choice
 * changed; users and roles are read again.
 */
export function useShareLayout() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ layout, changes }: { layout: LayoutModel; changes: readonly AccessChange[] }) => {
      if (layout.parentId !== NULL_ID)
        await client.call(layoutsEndpoints.change, {
          params: { id: layout.id },
          body: { parentId: NULL_ID },
        });
      for (const { kind, id, accessibleResources } of changes) {
        if (kind === 'user')
          await client.call(usersEndpoints.change, { params: { id }, body: { accessibleResources } });
        else await client.call(userRolesEndpoints.change, { params: { id }, body: { accessibleResources } });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: layoutsKeys.list(systemId) }),
        queryClient.invalidateQueries({ queryKey: systemKey(systemId, 'users') }),
        queryClient.invalidateQueries({ queryKey: systemKey(systemId, 'userRoles') }),
      ]),
  });
}
