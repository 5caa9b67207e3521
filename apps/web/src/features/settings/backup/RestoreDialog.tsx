import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RESTART_WAIT_MS } from './backup.api.ts';
import type { RestorePhase } from './useDatabaseRestore.ts';

export const RESTORE_DIALOG_WIDTH = 480;

export interface RestoreDialogProps {
  /** The chosen backup's file name; the dialog is open while it is set. */
  fileName: string | null;
  phase: RestorePhase;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onConfirm(): void;
  onCancel(): void;
  onReload(): void;
}

function Progress({ text }: { text: string }) {
  return (
    <Group gap="sm" wrap="nowrap" role="status" aria-live="polite" py="xs">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{text}</Text>
    </Group>
  );
}

/**
 * Restoring the system database: says plainly what is lost and asks; then shows the upload and the
 * restart. Cannot be closed while the server takes the backup or restarts. Presentational.
 */
export function RestoreDialog({ fileName, phase, error, onConfirm, onCancel, onReload }: RestoreDialogProps) {
  const { t } = useTranslation('settings');
  const busy = phase === 'uploading' || phase === 'restarting';
  return (
    <Modal
      opened={fileName !== null}
      onClose={onCancel}
      title={<Text fw={600}>{t('backup.restore.title')}</Text>}
      size={RESTORE_DIALOG_WIDTH}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="restore-dialog"
    >
      {phase === 'confirm' && (
        <Stack gap="sm">
          <div>
            <Text size="sm">{t('backup.restore.text')}</Text>
            <Text
              size="sm"
              ff="monospace"
              fw={600}
              style={{ wordBreak: 'break-all' }}
              data-testid="restore-file"
            >
              {fileName}
            </Text>
          </div>
          <Alert
            color="orange"
            role="note"
            icon={<IconAlertTriangle size={18} />}
            title={t('backup.restore.lossTitle')}
          >
            <List size="sm" spacing={4}>
              <List.Item>{t('backup.restore.lossChanges')}</List.Item>
              <List.Item>{t('backup.restore.lossSessions')}</List.Item>
            </List>
          </Alert>
          <Alert color="blue" role="note" title={t('backup.restore.keptTitle')}>
            <List size="sm" spacing={4}>
              <List.Item>{t('backup.restore.keptRecordings')}</List.Item>
              <List.Item>{t('backup.restore.keptServer')}</List.Item>
              <List.Item>{t('backup.restore.keptDatabase')}</List.Item>
            </List>
          </Alert>
          {error && (
            <Alert color="red" role="alert" title={t('backup.restore.refused')}>
              {error}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {t('backup.restore.cancel')}
            </Button>
            <Button color="red" onClick={onConfirm}>
              {t('backup.restore.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
      {phase === 'uploading' && <Progress text={t('backup.restore.uploading')} />}
      {phase === 'restarting' && <Progress text={t('backup.restore.restarting')} />}
      {phase === 'noAnswer' && (
        <Stack gap="sm">
          <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />}>
            {t('backup.restore.noAnswer', { minutes: RESTART_WAIT_MS / 60_000 })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onReload}>{t('backup.restore.reload')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
