import { useTranslation } from 'react-i18next';
import { ErrorLayout } from './ErrorLayout.tsx';

/** The server says cloud mode, which this console does not offer yet. */
export default function CloudModeUnavailablePage() {
  const { t } = useTranslation('errors');
  return <ErrorLayout title={t('cloudMode.title')} message={t('cloudMode.message')} action={null} />;
}
