import { checkUserChange, checkUserCreate, normalizeId, type UserModel } from '@argus/contract';
import { Button, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../ui/notify.ts';
import { usePermissions } from '../../auth/usePermissions.ts';
import { useCommonPasswords } from '../../system/common-passwords.api.ts';
import { ErrorState, LoadingState } from '../PageStates.tsx';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { UserDialog } from './UserDialog.tsx';
import { UsersTable } from './UsersTable.tsx';
import { ruleText, userErrorText } from './user-errors.ts';
import { changePayload, createPayload, type UserFormValues } from './user-form-model.ts';
import { roleGrants } from './user-roles.ts';
import { filterUsers, SEARCH_MAX_LENGTH } from './user-search.ts';
import { useCreateUser, useDeleteUser, useUpdateUser, useUserRoles, useUsers } from './users.api.ts';

/** /settings/users and /settings/users/:id (the edit dialog over the list). */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { id: routeId } = useParams();
  const { user: actor } = usePermissions();
  const users = useUsers();
  const rolesQuery = useUserRoles();
  const commonPasswords = useCommonPasswords();
  const create = useCreateUser();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<UserModel | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  // The enabled state a toggle asked for, shown until the server's answer arrives.
  const [pendingEnabled, setPendingEnabled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const roles = rolesQuery.data ?? [];
  const list = users.data ?? [];
  const shown = useMemo(() => filterUsers(users.data ?? [], search), [users.data, search]);

  const editing = useMemo(() => {
    if (!routeId) return null;
    const key = normalizeId(routeId) ?? routeId.toLowerCase();
    return list.find((u) => normalizeId(u.id) === key || u.name.toLowerCase() === key) ?? null;
  }, [routeId, list]);

  const closeDialog = () => {
    setSubmitError(null);
    setAdding(false);
    if (routeId) navigate('/settings/users');
  };

  const submit = async (values: UserFormValues) => {
    if (!actor) return;
    setSubmitError(null);
    const grants = roleGrants(roles);
    try {
      if (editing) {
        const changes = changePayload(editing, values, roles);
        const reason = checkUserChange(actor, editing, changes, grants);
        if (reason) return setSubmitError(ruleText(t, reason));
        if (Object.keys(changes).length > 0) await update.mutateAsync({ id: editing.id, changes });
        notify.success(t('toast.saved', { name: values.name }));
      } else {
        const body = createPayload(values, roles);
        const reason = checkUserCreate(actor, body, grants);
        if (reason) return setSubmitError(ruleText(t, reason));
        await create.mutateAsync(body);
        notify.success(t('toast.created', { name: body.name }));
      }
      closeDialog();
    } catch (err) {
      setSubmitError(userErrorText(t, err));
    }
  };

  const withBusy = async (user: UserModel, action: () => Promise<unknown>) => {
    setBusyIds((s) => new Set(s).add(user.id));
    try {
      await action();
      return true;
    } catch (err) {
      notify.danger(userErrorText(t, err), { long: true });
      return false;
    } finally {
      setBusyIds((s) => {
        const next = new Set(s);
        next.delete(user.id);
        return next;
      });
    }
  };

  const toggleEnabled = async (user: UserModel, isEnabled: boolean) => {
    setPendingEnabled((m) => new Map(m).set(user.id, isEnabled));
    if (await withBusy(user, () => update.mutateAsync({ id: user.id, changes: { isEnabled } })))
      notify.success(t(isEnabled ? 'toast.enabled' : 'toast.disabled', { name: user.name }));
    setPendingEnabled((m) => {
      const next = new Map(m);
      next.delete(user.id);
      return next;
    });
  };

  const confirmDelete = async () => {
    const user = deleting;
    if (!user) return;
    if (await withBusy(user, () => remove.mutateAsync(user.id))) {
      notify.success(t('toast.deleted', { name: user.name }));
      setDeleting(null);
    }
  };

  if (users.error) return <ErrorState error={users.error} onRetry={() => void users.refetch()} />;
  if (users.isPending || !actor) return <LoadingState rows={5} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          type="search"
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          leftSection={<IconSearch size={16} />}
          rightSection={
            search ? <CloseButton aria-label={t('list.clearSearch')} onClick={() => setSearch('')} /> : null
          }
          value={search}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
          {t('list.add')}
        </Button>
      </Group>
      <Paper withBorder>
        {shown.length === 0 ? (
          <Stack align="center" gap={4} py="xl" data-testid="users-empty">
            <IconUsers size={32} opacity={0.5} />
            <Text c="dimmed">{list.length === 0 ? t('list.empty') : t('list.noMatch')}</Text>
          </Stack>
        ) : (
          <UsersTable
            users={shown}
            roles={roles}
            actor={actor}
            busyIds={busyIds}
            pendingEnabled={pendingEnabled}
            onOpen={(u) => navigate(`/settings/users/${u.id}`)}
            onToggleEnabled={(u, enabled) => void toggleEnabled(u, enabled)}
            onDelete={setDeleting}
          />
        )}
      </Paper>
      {routeId && users.isSuccess && !editing && (
        <Text c="red" role="alert">
          {t('list.notFound')}
        </Text>
      )}
      <UserDialog
        opened={adding || editing !== null}
        user={adding ? null : editing}
        actor={actor}
        roles={roles}
        commonPasswords={commonPasswords.data}
        submitError={submitError}
        submitting={create.isPending || update.isPending}
        onSubmit={(v) => void submit(v)}
        onClose={closeDialog}
        onEdit={() => setSubmitError(null)}
      />
      <DeleteUserDialog
        user={deleting}
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
