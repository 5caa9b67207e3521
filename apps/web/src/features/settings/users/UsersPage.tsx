import {
  checkUserChange,
  checkUserCreate,
  type UserModel,
  type UserRoleModel,
} from '@argus/contract/mediaserver';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSystemPaths } from '../../../app/scope/useSystemPaths.ts';
import { notify } from '../../../ui/notify.ts';
import { usePermissions } from '../../auth/usePermissions.ts';
import { ErrorState, LoadingState } from '../PageStates.tsx';
import { TabHeading } from '../TabHeading.tsx';
import { usePrefetchAccessResources } from './access/access.api.ts';
import { UserListCount, UserListEmpty } from './UserListStatus.tsx';
import { UserSearchInput } from './UserSearchInput.tsx';
import { UsersTable } from './UsersTable.tsx';
import { DeleteUserDialogPart, UserDialogPart, useAfterPaintOf } from './user-dialog-parts.ts';
import { ruleText, userErrorText } from './user-errors.ts';
import { changePayload, createPayload, type UserFormValues } from './user-form-model.ts';
import { cachedRoleLabels, roleGrants } from './user-roles.ts';
import { indexUsers, searchUsers } from './user-search.ts';
import { useCreateUser, usePrefetchUsers, useUpdateUser, useUserRoles, useUsers } from './users.api.ts';
import { useUserRowActions } from './useUserRowActions.ts';

const NO_USERS: readonly UserModel[] = [];
const NO_ROLES: UserRoleModel[] = [];

export interface UsersPageProps {
  /** The add dialog offers cloud users too (the system is connected to the cloud). */
  cloudUsers?: boolean;
}

/** settings/users and settings/users/:id of a system (the edit dialog over the list). */
export default function UsersPage({ cloudUsers = false }: UsersPageProps) {
  // Before anything below waits (this page's texts may still be loading): the list is on its way.
  usePrefetchUsers();
  usePrefetchAccessResources();
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const paths = useSystemPaths();
  const { id: routeId } = useParams();
  const { user: actor } = usePermissions();
  const users = useUsers();
  const rolesQuery = useUserRoles();
  const create = useCreateUser();
  const update = useUpdateUser();
  const rows = useUserRowActions();
  const [search, setSearch] = useState('');
  // A new key empties the search box (the empty state's "Clear search").
  const [searchBox, setSearchBox] = useState(0);
  const [adding, setAdding] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const painted = useAfterPaintOf(users.isSuccess);
  const roles = rolesQuery.data ?? NO_ROLES;
  const list = users.data ?? NO_USERS;

  const roleLabelOf = useMemo(() => cachedRoleLabels(t, roles), [t, roles]);
  const index = useMemo(() => indexUsers(list, roleLabelOf), [list, roleLabelOf]);
  const shown = useMemo(() => searchUsers(index, search), [index, search]);
  const editing = useMemo(() => (routeId ? (index.find(routeId) ?? null) : null), [routeId, index]);

  const clearSearch = useCallback(() => {
    setSearch('');
    setSearchBox((k) => k + 1);
  }, []);

  const closeDialog = () => {
    setSubmitError(null);
    setAdding(false);
    if (routeId) navigate(paths.settings('users'));
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

  const dialogOpen = adding || editing !== null;
  const heading = <TabHeading title={t('list.title')} description={t('list.description')} />;
  if (users.error)
    return (
      <Stack gap="md">
        {heading}
        <ErrorState error={users.error} onRetry={() => void users.refetch()} />
      </Stack>
    );
  if (users.isPending || !actor)
    return (
      <Stack gap="md">
        {heading}
        <LoadingState rows={5} />
      </Stack>
    );

  return (
    <Stack gap="md">
      {heading}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <UserSearchInput key={searchBox} onSearch={setSearch} />
        <Group gap="md" wrap="nowrap" ml="auto">
          <UserListCount shown={shown.length} total={list.length} searching={search.trim() !== ''} />
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
            {t('list.add')}
          </Button>
        </Group>
      </Group>
      {shown.length === 0 ? (
        <UserListEmpty search={search.trim()} onClearSearch={clearSearch} />
      ) : (
        <UsersTable
          rows={shown}
          roles={roles}
          actor={actor}
          actions={rows.actions}
          busyIds={rows.busyIds}
          pendingEnabled={rows.pendingEnabled}
        />
      )}
      {routeId && users.isSuccess && !editing && (
        <Text c="red" role="alert">
          {t('list.notFound')}
        </Text>
      )}
      {(painted || dialogOpen) && (
        <UserDialogPart
          opened={dialogOpen}
          user={adding ? null : editing}
          actor={actor}
          roles={roles}
          submitError={submitError}
          submitting={create.isPending || update.isPending}
          onSubmit={(v) => void submit(v)}
          onClose={closeDialog}
          onEdit={() => setSubmitError(null)}
          cloudUsers={cloudUsers}
        />
      )}
      {(painted || rows.deleting !== null) && (
        <DeleteUserDialogPart
          user={rows.deleting}
          deleting={rows.isDeleting}
          onConfirm={() => void rows.confirmDelete()}
          onClose={rows.cancelDelete}
        />
      )}
    </Stack>
  );
}
