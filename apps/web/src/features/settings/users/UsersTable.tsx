import type { UserModel, UserRoleModel } from '@argus/contract';
import { ActionIcon, Anchor, Badge, Group, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { roleLabel, userCapabilities } from './user-roles.ts';

export interface UsersTableProps {
  users: UserModel[];
  roles: UserRoleModel[];
  actor: UserModel | null;
  onOpen(user: UserModel): void;
  onToggleEnabled(user: UserModel, enabled: boolean): void;
  onDelete(user: UserModel): void;
  /** Ids with a change in flight. */
  busyIds: ReadonlySet<string>;
  /** Enabled states asked for and not yet confirmed. */
  pendingEnabled?: ReadonlyMap<string, boolean>;
}

/** The user list: name, full name, e-mail, role, type, enabled, digest. Presentational. */
export function UsersTable({
  users,
  roles,
  actor,
  onOpen,
  onToggleEnabled,
  onDelete,
  busyIds,
  pendingEnabled,
}: UsersTableProps) {
  const { t } = useTranslation('users');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        highlightOnHover
        verticalSpacing="xs"
        aria-label={t('list.title')}
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.name')}</Table.Th>
            <Table.Th>{t('list.fullName')}</Table.Th>
            <Table.Th>{t('list.email')}</Table.Th>
            <Table.Th>{t('list.role')}</Table.Th>
            <Table.Th>{t('list.type')}</Table.Th>
            <Table.Th>{t('list.enabled')}</Table.Th>
            <Table.Th>{t('list.digest')}</Table.Th>
            <Table.Th w={48}>
              <span className="mantine-visually-hidden">{t('list.actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const caps = userCapabilities(actor, user, roles);
            const isMe = actor !== null && actor.id === user.id;
            return (
              <Table.Tr key={user.id} data-testid={`user-row-${user.name}`}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Anchor component="button" type="button" onClick={() => onOpen(user)} fw={500} size="sm">
                      {user.name}
                    </Anchor>
                    {isMe && (
                      <Badge size="xs" variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
                        {t('list.you')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{user.fullName}</Table.Td>
                <Table.Td>
                  <Text size="sm">{user.email}</Text>
                </Table.Td>
                <Table.Td>
                  {user.isOwner ? (
                    <Badge variant="light" color="grape">
                      {t('roles.owner')}
                    </Badge>
                  ) : (
                    roleLabel(t, user, roles)
                  )}
                </Table.Td>
                <Table.Td>{t(`types.${user.type}`)}</Table.Td>
                <Table.Td>
                  {caps.canToggle ? (
                    <Switch
                      aria-label={t('list.enabledFor', { name: user.name })}
                      checked={pendingEnabled?.get(user.id) ?? user.isEnabled}
                      disabled={busyIds.has(user.id)}
                      onChange={(e) => onToggleEnabled(user, e.currentTarget.checked)}
                    />
                  ) : (
                    // A disabled switch hides whether it is on (both themes); a user I may not change shows
                    // its state as text.
                    <Text
                      size="sm"
                      c={user.isEnabled ? undefined : 'dimmed'}
                      data-testid="user-enabled-state"
                    >
                      {user.isEnabled ? t('list.stateEnabled') : t('list.stateDisabled')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {user.isHttpDigestEnabled ? (
                    <IconCheck size={16} aria-label={t('list.digestOn')} />
                  ) : (
                    <Text span c="dimmed" aria-label={t('list.digestOff')}>
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {caps.canDelete && (
                    <Tooltip label={t('list.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('list.deleteUser', { name: user.name })}
                        onClick={() => onDelete(user)}
                        disabled={busyIds.has(user.id)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
