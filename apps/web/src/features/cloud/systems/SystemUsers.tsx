import { type CloudAccessRole, canChangeShare, canShare } from '@argus/contract/cloud';
import {
  ActionIcon,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconShare, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify.ts';
import { Preloader } from '../../../ui/Preloader.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { RemoveShareDialog } from './RemoveShareDialog.tsx';
import { ShareSystemDialog } from './ShareSystemDialog.tsx';
import { systemActionFailure } from './system-failures.ts';
import { type CloudUser, shareDialogRoles, useShareSystem, useSystemUsers } from './system-sharing.api.ts';
import type { CloudSystem } from './systems.api.ts';

export interface SystemUsersProps {
  system: CloudSystem;
  /** The logged-in account's e-mail. */
  selfEmail: string;
}

const displayName = (user: CloudUser) => user.accountFullName.trim() || user.accountEmail;

/**
 * The system's users (spec 000 §2 "Share System", cloud-api §5.6): every account it is shared with and its
 * role; the owner and cloud administrators share it, change roles they may grant, and remove users.
 */
export function SystemUsers({ system, selfEmail }: SystemUsersProps) {
  const { t } = useTranslation('cloudSystems');
  const users = useSystemUsers(system.id);
  const share = useShareSystem(system.id);
  const [sharing, setSharing] = useState(false);
  const [removing, setRemoving] = useState<CloudUser | null>(null);
  const callerRole = system.accessRole;
  const grantable = shareDialogRoles(system.sharingPermissions);
  const self = selfEmail.toLowerCase();

  const change = async (user: CloudUser, role: CloudAccessRole | 'none') => {
    try {
      await share.mutateAsync({ email: user.accountEmail, role });
    } catch (error) {
      notify.danger(t(systemActionFailure(error, role === 'none' ? 'remove' : 'changeRole').key));
      return false;
    }
    notify.success(
      role === 'none'
        ? t('remove.done', { user: displayName(user) })
        : t('users.roleChanged', { user: displayName(user), role: t(`roles.${role}`) }),
    );
    return true;
  };

  const rows = () => {
    if (users.isPending) return <Preloader fullScreen={false} />;
    if (users.isError)
      return (
        <LoadFailed
          title={t('users.failedTitle')}
          message={t('users.failed')}
          onRetry={() => void users.refetch()}
        />
      );
    if (users.data.length === 0) return <Text c="dimmed">{t('users.empty')}</Text>;
    return (
      <Table.ScrollContainer minWidth={340}>
        <Table verticalSpacing="sm" data-testid="system-users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.user')}</Table.Th>
              <Table.Th>{t('users.role')}</Table.Th>
              <Table.Th w={44}>
                <VisuallyHidden>{t('users.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.data.map((user) => {
              const isSelf = user.accountEmail.toLowerCase() === self;
              const current = user.accessRole;
              const choices = grantable.filter((role) =>
                canChangeShare({ callerRole, currentRole: current, newRole: role, isSelf }),
              );
              const canEdit = !isSelf && choices.length > 0 && (choices as string[]).includes(current);
              const canRemove =
                !isSelf && canChangeShare({ callerRole, currentRole: current, newRole: 'none', isSelf });
              const name = displayName(user);
              return (
                <Table.Tr key={user.accountId || user.accountEmail} data-testid="system-user">
                  {/* Takes the room the role leaves, and long names or e-mails end in an ellipsis. */}
                  <Table.Td style={{ width: '100%', maxWidth: 0 }}>
                    <Text size="sm" fw={500} truncate title={name}>
                      {name}
                      {isSelf ? ` ${t('users.you')}` : ''}
                    </Text>
                    {name !== user.accountEmail && (
                      <Text size="xs" c="dimmed" truncate title={user.accountEmail}>
                        {user.accountEmail}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {canEdit ? (
                      <Select
                        size="xs"
                        w={{ base: 140, sm: 200 }}
                        aria-label={t('users.roleOf', { user: name })}
                        data={choices.map((value) => ({ value, label: t(`roles.${value}`) }))}
                        value={current}
                        onChange={(value) =>
                          value && value !== current && void change(user, value as CloudAccessRole)
                        }
                        allowDeselect={false}
                        disabled={share.isPending}
                        comboboxProps={{ withinPortal: false }}
                      />
                    ) : (
                      <Text size="sm">{t(`roles.${current}`, { defaultValue: current })}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {canRemove && (
                      <Tooltip label={t('users.remove', { user: name })} withinPortal={false}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('users.remove', { user: name })}
                          onClick={() => setRemoving(user)}
                        >
                          <IconTrash size={16} aria-hidden />
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
  };

  return (
    <Stack gap="md" data-testid="system-users-panel">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} fz="h4">
          {t('users.title')}
        </Title>
        {canShare(callerRole) && grantable.length > 0 && (
          <Button leftSection={<IconShare size={16} aria-hidden />} onClick={() => setSharing(true)}>
            {t('share.open')}
          </Button>
        )}
      </Group>
      {rows()}
      <ShareSystemDialog
        opened={sharing}
        system={system}
        selfEmail={selfEmail}
        onShared={(email) => {
          setSharing(false);
          notify.success(t('share.done', { user: email }));
        }}
        onClose={() => setSharing(false)}
      />
      <RemoveShareDialog
        user={removing ? displayName(removing) : null}
        systemName={system.name}
        busy={share.isPending}
        onConfirm={() => {
          if (!removing) return;
          void change(removing, 'none').then((done) => done && setRemoving(null));
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
