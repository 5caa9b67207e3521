import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRestoreState } from './backup.api.ts';

/**
 * On the General page: the last database restore did not start, and the server went back to the database
 * it had before (the server log says why). Shown until a later restore succeeds.
 */
export function RestoreOutcomeAlert() {
  const { t, i18n } = useTranslation('settings');
  const { data } = useRestoreState();
  if (data?.state !== 'rolledBack') return null;
  const time =
    data.timeMs === undefined ? '' : new Date(data.timeMs).toLocaleString(i18n.language.replace('_', '-'));
  return (
    <Alert
      color="red"
      role="alert"
      mb="lg"
      icon={<IconAlertTriangle size={18} />}
      title={t('backup.rolledBack.title')}
      data-testid="restore-rolled-back"
    >
      {t('backup.rolledBack.text', { time })}
    </Alert>
  );
}
