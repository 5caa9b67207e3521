import { Box, Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reloadWhenSafe } from '../../app/reload/reload-when-safe.ts';
import { ErrorLayout } from './ErrorLayout.tsx';

/**
 * A page that failed to render (a page whose code did not load is handled in its place, see `RoutedPage`).
 * Inside the shell by default; `standalone` when the shell itself failed, and the error is the whole page.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  useEffect(() => {
    // Kept for whoever investigates (the page shows no internals).
    console.warn('Page failed to render:', error);
  }, [error]);
  const page = (
    <ErrorLayout
      title={t('routeError.title')}
      message={t('routeError.message')}
      action={<Button onClick={() => reloadWhenSafe('pageError')}>{t('routeError.reload')}</Button>}
    />
  );
  return standalone ? <Box component="main">{page}</Box> : page;
}
