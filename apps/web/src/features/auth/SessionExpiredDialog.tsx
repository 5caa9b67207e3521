import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACTION_DIALOG_WIDTH } from './LoginModal.tsx';

/** Tells the user the session expired; closing it (either way) calls `onClose` once. */
export default function SessionExpiredDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size={ACTION_DIALOG_WIDTH}
      title={<Text fw={600}>{t('sessionExpired.title')}</Text>}
      data-testid="session-expired-dialog"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Text size="sm">{t('sessionExpired.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('sessionExpired.logIn')}
        </Button>
      </Group>
    </Modal>
  );
}
