import { Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport, IconDatabaseImport } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadWhenSafe } from '../../../app/reload/reload-when-safe.ts';
import { notify } from '../../../ui/notify.ts';
import { useSystemState } from '../../system/system.api.ts';
import { apiErrorText } from '../api-error-text.ts';
import { useDownloadBackup, useRestoreState } from './backup.api.ts';
import { BACKUP_FILE_ACCEPT, backupFileName, bytesOfBase64, saveBytesAs } from './backup-file.ts';
import { RestoreDialog } from './RestoreDialog.tsx';
import { takeRestoreNotice } from './restore-notice.ts';
import { useDatabaseRestore } from './useDatabaseRestore.ts';

export interface BackupSectionProps {
  /** The server answers. */
  online: boolean;
  /** The page holds unsaved changes, which a restore (and its reload) would throw away. */
  hasUnsavedChanges: boolean;
  /** Runs once the restored server answers; reloads the page by default. */
  onRestored?: () => void;
}

const reloadPage = () => reloadWhenSafe('restored');

/**
 * Backup and restore of the system database (the owner only): download a backup file named after the
 * system and the time; restore one after a confirmation, which restarts the server and reloads the page.
 */
export function BackupSection({ online, hasUnsavedChanges, onRestored = reloadPage }: BackupSectionProps) {
  const { t } = useTranslation('settings');
  const system = useSystemState();
  const download = useDownloadBackup();
  const restore = useDatabaseRestore(onRestored);
  const resetPicker = useRef<() => void>(null);

  // After the reload that follows a restore: "Database restored" once the restarted server says so (a start
  // that went back to the old database is shown by RestoreOutcomeAlert instead).
  const [restoreJustDone] = useState(takeRestoreNotice);
  const outcome = useRestoreState();
  const told = useRef(false);
  useEffect(() => {
    if (!restoreJustDone || told.current || outcome.data?.state !== 'restored') return;
    told.current = true;
    notify.success(t('backup.restore.done'), { long: true });
  }, [restoreJustDone, outcome.data, t]);

  const saveBackup = () =>
    download.mutate(undefined, {
      onSuccess: (data) =>
        saveBytesAs(bytesOfBase64(data), backupFileName(system.data?.name ?? '', new Date())),
    });

  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="backup-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="backup-title">
          {t('backup.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('backup.description')}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDatabaseExport size={16} aria-hidden />}
            onClick={saveBackup}
            loading={download.isPending}
            disabled={!online}
          >
            {t('backup.download')}
          </Button>
          <FileButton
            onChange={(file) => {
              restore.choose(file);
              resetPicker.current?.();
            }}
            accept={BACKUP_FILE_ACCEPT}
            resetRef={resetPicker}
            disabled={!online || hasUnsavedChanges}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconDatabaseImport size={16} aria-hidden />}
                disabled={!online || hasUnsavedChanges}
              >
                {t('backup.restoreFromFile')}
              </Button>
            )}
          </FileButton>
        </Group>
        {hasUnsavedChanges && online && (
          <Text size="xs" c="dimmed">
            {t('backup.unsavedChanges')}
          </Text>
        )}
        {download.error && (
          <Alert color="red" role="alert" title={t('backup.downloadFailed')}>
            {apiErrorText(download.error, t('backup.downloadFailed'))}
          </Alert>
        )}
      </Stack>
      <RestoreDialog
        fileName={restore.file?.name ?? null}
        phase={restore.phase}
        error={restore.error}
        onConfirm={restore.confirm}
        onCancel={restore.cancel}
        onReload={reloadPage}
      />
    </Paper>
  );
}
