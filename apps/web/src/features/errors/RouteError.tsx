import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a route fails to load or render. A chunk that no longer exists (a new build was deployed) is
 * the common cause, so the main action reloads the page.
 */
export function RouteError() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  useEffect(() => {
    document.title = t('routeError.title');
  }, [t]);
  return (
    <Center mih="100dvh" p="xl">
      <Stack align="center" gap="md" maw={560} ta="center">
        <Title order={1} size="h2">
          {t('routeError.title')}
        </Title>
        <Text c="dimmed">{t('routeError.message')}</Text>
        <Code block maw="100%">
          {detail}
        </Code>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
