import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const CONFIRM_DIALOG_WIDTH = 448;

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirm: string;
  cancel: string;
  /** Red for what cannot be undone. */
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** A question before an action: remove a storage or a bookmark, reset the backup settings, keep a low reserve. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    opened,
    title,
    children,
    confirm,
    cancel,
    danger = false,
    busy = false,
    onConfirm,
    onClose,
  } = props;
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={CONFIRM_DIALOG_WIDTH}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text size="sm" component="div">
        {children}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {cancel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy} data-autofocus>
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}
