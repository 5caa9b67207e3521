import type { UserModel } from '@argus/contract/mediaserver';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSystemPaths } from '../../../app/scope/useSystemPaths.ts';
import { notify } from '../../../ui/notify.ts';
import type { UserRowActions } from './UserRowParts.tsx';
import { userErrorText } from './user-errors.ts';
import { useDeleteUser, useUpdateUser } from './users.api.ts';

function without<K, V>(map: ReadonlyMap<K, V>, key: K): Map<K, V> {
  const next = new Map(map);
  next.delete(key);
  return next;
}

function withoutId(ids: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(ids);
  next.delete(id);
  return next;
}

/**
 * What the rows of the user list do (open, enable/disable, ask to delete), as one stable object, and the
 * delete confirmation. Tracks the users with a change in flight and the enabled state a toggle asked for,
 * shown until the server answers.
 */
export function useUserRowActions() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const paths = useSystemPaths();
  const { mutateAsync: updateUser } = useUpdateUser();
  const remove = useDeleteUser();
  const deleteUser = remove.mutateAsync;
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [pendingEnabled, setPendingEnabled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [deleting, setDeleting] = useState<UserModel | null>(null);

  const withBusy = useCallback(
    async (user: UserModel, action: () => Promise<unknown>) => {
      setBusyIds((ids) => new Set(ids).add(user.id));
      try {
        await action();
        return true;
      } catch (err) {
        notify.danger(userErrorText(t, err), { long: true });
        return false;
      } finally {
        setBusyIds((ids) => withoutId(ids, user.id));
      }
    },
    [t],
  );

  const toggleEnabled = useCallback(
    async (user: UserModel, isEnabled: boolean) => {
      setPendingEnabled((m) => new Map(m).set(user.id, isEnabled));
      if (await withBusy(user, () => updateUser({ id: user.id, changes: { isEnabled } })))
        notify.success(t(isEnabled ? 'toast.enabled' : 'toast.disabled', { name: user.name }));
      setPendingEnabled((m) => without(m, user.id));
    },
    [withBusy, updateUser, t],
  );

  const actions = useMemo<UserRowActions>(
    () => ({
      open: (user) => navigate(paths.user(user.id)),
      toggleEnabled: (user, enabled) => void toggleEnabled(user, enabled),
      remove: setDeleting,
    }),
    [navigate, paths, toggleEnabled],
  );

  const confirmDelete = async () => {
    const user = deleting;
    if (!user) return;
    if (await withBusy(user, () => deleteUser(user.id))) {
      notify.success(t('toast.deleted', { name: user.name }));
      setDeleting(null);
    }
  };

  return {
    actions,
    busyIds,
    pendingEnabled,
    deleting,
    isDeleting: remove.isPending,
    confirmDelete,
    cancelDelete: () => setDeleting(null),
  };
}
