import { Alert } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A page of the system's menu (Information, Monitoring, ...) that the portal does not have yet. */
export default function SystemPageMissing() {
  const { t } = useTranslation('cloudSystems');
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconPlugConnectedX size={20} aria-hidden />}
      title={t('system.pageMissing')}
      data-testid="system-page-missing"
    />
  );
}
