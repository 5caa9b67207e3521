import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Fact, Facts } from './Facts.tsx';
import { OverviewSection } from './OverviewSection.tsx';

interface SystemSectionProps {
  name: string;
  version: string;
}

/** The system's name and version. Presentational. */
export function SystemSection({ name, version }: SystemSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <OverviewSection title={t('overview.system.title')} icon={<IconInfoCircle size={20} aria-hidden />}>
      <Facts>
        <Fact label={t('overview.system.name')}>{name || '—'}</Fact>
        <Fact label={t('overview.system.version')}>{version || '—'}</Fact>
      </Facts>
    </OverviewSection>
  );
}
