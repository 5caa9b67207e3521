import type { UserModel } from '@argus/contract/mediaserver';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, OWNER, userWithRole } from '../../../../test/media-server-fixtures.ts';
import {
  CURRENT_USER_KEY,
  jsonResponse,
  renderHookWithProviders,
  setCurrentUser,
} from '../../../../test/render.tsx';
import { LOCAL_SYSTEM_ID } from '../../../app/scope/LocalSystemScope.tsx';
import { serversKeys } from '../servers/servers.api.ts';
import { useCreateUser, useDeleteUser, usersKeys, useUpdateUser } from './users.api.ts';

const alice = userWithRole('viewer', { id: '33333333-3333-4333-8333-333333333333', name: 'alice' });
const fetchMock = vi.fn<typeof fetch>();

/** The user mutations over a cache that holds the current user (the owner), the list, alice, roles and servers. */
function setup(reply: unknown) {
  fetchMock.mockImplementation(async () => jsonResponse(200, reply));
  const view = renderHookWithProviders(() => ({
    create: useCreateUser(),
    update: useUpdateUser(),
    remove: useDeleteUser(),
  }));
  const { queryClient } = view;
  setCurrentUser(queryClient, currentUser(OWNER));
  queryClient.setQueryData(usersKeys.list(LOCAL_SYSTEM_ID), [OWNER, alice]);
  queryClient.setQueryData(usersKeys.one(LOCAL_SYSTEM_ID, alice.id), alice);
  queryClient.setQueryData(usersKeys.roles(LOCAL_SYSTEM_ID), []);
  queryClient.setQueryData(serversKeys.list(LOCAL_SYSTEM_ID), []);
  const invalidated = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey.slice(2).join('/'))
      .sort();
  return { ...view, invalidated };
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('user mutations invalidate only what they change', () => {
  it('creating a user: the list', async () => {
    const carol: UserModel = { ...alice, id: '44444444-4444-4444-8444-444444444444', name: 'carol' };
    const { result, invalidated } = setup(carol);
    await act(() => result.current.create.mutateAsync({ name: 'carol', password: 'Str0ng-pass' }));
    expect(invalidated()).toEqual(['users/list']);
  });

  it('deleting a user: the list, and the user leaves the cache', async () => {
    const { result, invalidated, queryClient } = setup(undefined);
    await act(() => result.current.remove.mutateAsync(alice.id));
    expect(invalidated()).toEqual(['users/list']);
    expect(queryClient.getQueryData(usersKeys.one(LOCAL_SYSTEM_ID, alice.id))).toBeUndefined();
  });

  it('changing another user: that user (from the reply) and the list, not the current user', async () => {
    const renamed = { ...alice, fullName: 'Alice A' };
    const { result, invalidated, queryClient } = setup(renamed);
    await act(() => result.current.update.mutateAsync({ id: alice.id, changes: { fullName: 'Alice A' } }));
    expect(invalidated()).toEqual(['users/list']);
    expect(queryClient.getQueryData(usersKeys.one(LOCAL_SYSTEM_ID, alice.id))).toEqual(renamed);
    expect(queryClient.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(false);
  });

  it('changing the current user: also the current user', async () => {
    const { result, invalidated } = setup({ ...OWNER, fullName: 'The Owner' });
    await act(() => result.current.update.mutateAsync({ id: OWNER.id, changes: { fullName: 'The Owner' } }));
    expect(invalidated()).toEqual(['auth/currentUser', 'users/list']);
  });
});
