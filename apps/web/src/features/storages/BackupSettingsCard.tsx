import {
  BACKUP_QUALITIES,
  DEFAULT_BACKUP_SETTINGS,
  type ServerBackupSettingsChange,
} from '@argus/contract/mediaserver';
import { Button, Card, Group, Select, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { notify } from '../../ui/notify.ts';
import { apiErrorText } from '../settings/api-error-text.ts';
import { useBackupSettings, useChangeBackupSettings } from './storages.api.ts';

/** The server's backup settings, saved as they change, and "reset backup to defaults" (spec 000 §2). */
export function BackupSettingsCard({ serverId }: { serverId: string }) {
  const { t } = useTranslation('storages');
  const settings = useBackupSettings(serverId);
  const change = useChangeBackupSettings(serverId);
  const [confirmReset, setConfirmReset] = useState(false);
  const save = (body: ServerBackupSettingsChange, onDone?: () => void) =>
    change.mutate(body, {
      onSuccess: () => notify.success(t('backup.saved')),
      onError: (err) => notify.danger(apiErrorText(err, t('backup.failed')), { long: true }),
      onSettled: onDone,
    });
  return (
    <Card withBorder padding="lg" data-testid="backup-settings">
      <Title order={2} fz="h4">
        {t('backup.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('backup.description')}
      </Text>
      {settings.data ? (
        <Stack gap="md">
          <Select
            label={t('backup.quality')}
            value={settings.data.quality}
            allowDeselect={false}
            data={BACKUP_QUALITIES.map((q) => ({ value: q, label: t(`backup.qualities.${q}`) }))}
            onChange={(v) => v && save({ quality: v as (typeof BACKUP_QUALITIES)[number] })}
            disabled={change.isPending}
            maw={360}
          />
          <Switch
            label={t('backup.newCameras')}
            checked={settings.data.backupNewCameras}
            onChange={(e) => save({ backupNewCameras: e.currentTarget.checked })}
            disabled={change.isPending}
          />
          <Group>
            <Button variant="default" onClick={() => setConfirmReset(true)}>
              {t('backup.reset')}
            </Button>
          </Group>
        </Stack>
      ) : settings.error ? (
        <Text size="sm" c="red" role="alert">
          {apiErrorText(settings.error, t('backup.failed'))}
        </Text>
      ) : (
        <Skeleton h={80} aria-busy="true" />
      )}
      <ConfirmDialog
        opened={confirmReset}
        title={t('backup.resetTitle')}
        confirm={t('backup.resetConfirm')}
        cancel={t('backup.cancel')}
        busy={change.isPending}
        onClose={() => setConfirmReset(false)}
        onConfirm={() => save(DEFAULT_BACKUP_SETTINGS, () => setConfirmReset(false))}
      >
        {t('backup.resetText')}
      </ConfirmDialog>
    </Card>
  );
}
