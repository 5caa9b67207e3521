import { useTranslation } from 'react-i18next';
import { ErrorLayout } from './ErrorLayout.tsx';

export default function ServerErrorPage() {
  const { t } = useTranslation('errors');
  return <ErrorLayout code="500" title={t('serverError.title')} message={t('serverError.message')} />;
}
