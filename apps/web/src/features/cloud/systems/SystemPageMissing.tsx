import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SystemNotice } from './SystemNotice.tsx';

/** A page of the system's menu (Information, Monitoring, ...) that the portal does not have yet. */
export default function SystemPageMissing() {
  const { t } = useTranslation('cloudSystems');
  return (
    <SystemNotice
      icon={<IconPlugConnectedX size={20} aria-hidden />}
      title={t('system.pageMissing')}
      testId="system-page-missing"
    />
  );
}
