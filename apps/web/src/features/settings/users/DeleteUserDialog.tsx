import type { UserModel } from '@argus/contract/mediaserver';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const ACTION_DIALOG_WIDTH = 448;

export interface DeleteUserDialogProps {
  user: UserModel | null;
  deleting: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Confirmation before a user is removed (cloud users) or deleted (local users). */
export function DeleteUserDialog({ user, deleting, onConfirm, onClose }: DeleteUserDialogProps) {
  const { t } = useTranslation('users');
  const cloud = user?.type === 'cloud';
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={cloud ? t('remove.cloudTitle') : t('remove.title')}
      size={ACTION_DIALOG_WIDTH}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Text size="sm">{t(cloud ? 'remove.cloudText' : 'remove.text', { name: user?.name ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={deleting}>
          {t('remove.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={deleting} data-autofocus>
          {cloud ? t('remove.confirmCloud') : t('remove.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
