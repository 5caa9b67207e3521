import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MergePlan } from './merge-outcome.ts';

/** While the server reports `mergeInProgress` (spec 000 §2 "Merging Systems"). */
export function MergeProgress({ unanswered }: { unanswered: boolean }) {
  const { t } = useTranslation('merge');
  return (
    <Stack gap="xs" align="flex-start" role="status" aria-live="polite" data-testid="merge-progress">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text fw={600}>{t('progress.title')}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {unanswered ? t('progress.waiting') : t('progress.message')}
      </Text>
    </Stack>
  );
}

/** The merge finished: which system the servers are part of now. */
export function MergeResult({ plan, onDone }: { plan: MergePlan; onDone(): void }) {
  const { t } = useTranslation('merge');
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      title={t('result.title')}
      role="status"
      data-testid="merge-result"
    >
      <Stack gap="xs">
        <Text size="sm">{t('result.message', { name: plan.name, absorbed: plan.absorbedName })}</Text>
        {plan.keeps === 'other' && <Text size="sm">{t('result.logInAgain')}</Text>}
        <Group>
          <Button size="xs" variant="light" color="green" onClick={onDone}>
            {t('result.again')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
