import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reloadWhenSafe } from '../../../app/reload/reload-when-safe.ts';
import { ErrorLayout } from '../../errors/ErrorLayout.tsx';

/** /503 (spec 000 §2): the cloud does not answer; the page offers to try again. */
export default function CloudUnavailablePage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorLayout
      code="503"
      title={t('cloudUnavailablePage.title')}
      message={t('cloudUnavailablePage.message')}
      action={
        <Button onClick={() => reloadWhenSafe('recovered', '/')}>{t('cloudUnavailablePage.reload')}</Button>
      }
    />
  );
}
