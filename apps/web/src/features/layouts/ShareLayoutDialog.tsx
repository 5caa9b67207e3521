import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify.ts';
import { apiErrorText } from '../settings/api-error-text.ts';
import { useUserRoles, useUsers } from '../settings/users/users.api.ts';
import { accessChanges, givenKeys, shareTargets, targetKey } from './layout-sharing.ts';
import { type LayoutModel, useShareLayout } from './layouts.api.ts';

/**
 * Shares a layout (administrators): shared, everyone with access to all cameras sees it; users and custom
 * roles without that access see it when it is given to them here.
 */
export function ShareLayoutDialog({ layout, onClose }: { layout: LayoutModel; onClose(): void }) {
  const { t } = useTranslation('layouts');
  const users = useUsers();
  const roles = useUserRoles();
  const share = useShareLayout();
  const targets = useMemo(
    () => (users.data && roles.data ? shareTargets(users.data, roles.data) : null),
    [users.data, roles.data],
  );
  const [chosen, setChosen] = useState<string[] | null>(null);
  const value = chosen ?? (targets ? givenKeys(targets, layout.id) : []);
  const failed = users.error ?? roles.error;
  const data = targets
    ? [
        {
          group: t('share.users'),
          items: targets
            .filter((x) => x.kind === 'user')
            .map((x) => ({ value: targetKey(x), label: x.name })),
        },
        {
          group: t('share.roles'),
          items: targets
            .filter((x) => x.kind === 'role')
            .map((x) => ({ value: targetKey(x), label: x.name })),
        },
      ].filter((g) => g.items.length > 0)
    : [];
  const save = () => {
    if (!targets) return;
    share.mutate(
      { layout, changes: accessChanges(targets, new Set(value), layout.id) },
      {
        onSuccess: () => {
          notify('success', t('share.done', { name: layout.name }));
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('share.title', { name: layout.name })}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('share.text')}</Text>
        {failed ? (
          <Alert color="red" role="alert">
            {apiErrorText(failed, t('share.loadFailed'))}
          </Alert>
        ) : (
          <MultiSelect
            label={t('share.to')}
            description={t('share.toHint')}
            placeholder={targets ? undefined : t('share.loading')}
            disabled={!targets}
            searchable
            data={data}
            value={value}
            onChange={setChosen}
            nothingFoundMessage={t('share.none')}
            data-testid="layout-share-to"
          />
        )}
        {share.error && (
          <Alert color="red" role="alert">
            {apiErrorText(share.error, t('page.changeFailed'))}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button
            onClick={save}
            loading={share.isPending}
            disabled={!targets}
            data-testid="layout-share-save"
          >
            {t('share.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
