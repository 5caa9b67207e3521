import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from './api-error-text.ts';

/** Placeholder rows while a settings page loads. */
export function LoadingState({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="md" data-testid="settings-loading" aria-busy="true">
      <Skeleton h={28} w="40%" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} h={36} />
      ))}
    </Stack>
  );
}

/** A failed load, with the server's message and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('settings');
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('states.loadFailed')} role="alert">
      {apiErrorText(error, t('states.loadFailed'))}
      <div>
        <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      </div>
    </Alert>
  );
}
