import { useTranslation } from 'react-i18next';
import { ErrorLayout } from './ErrorLayout.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  return <ErrorLayout code="404" title={t('notFound.title')} message={t('notFound.message')} />;
}
