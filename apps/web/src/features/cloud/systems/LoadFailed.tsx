import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list the cloud did not give (the systems, a system's users): what failed, and a way to ask again. */
export function LoadFailed({ title, message, onRetry }: { title: string; message: string; onRetry(): void }) {
  const { t } = useTranslation('cloudSystems');
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
