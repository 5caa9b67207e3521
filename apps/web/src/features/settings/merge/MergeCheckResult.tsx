import type { SystemInformation } from '@argus/contract/mediaserver';
import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IdText } from '../../../ui/IdText.tsx';
import { MAX_SERVERS, type MergePlan } from './merge-outcome.ts';

export interface MergeCheckResultProps {
  plan: MergePlan;
  thisSystem: SystemInformation;
  otherSystem: SystemInformation;
  /** A merge (or its password dialog) is under way. */
  busy: boolean;
  onMerge(): void;
}

function SystemCard({ title, system }: { title: string; system: SystemInformation }) {
  const { t } = useTranslation('merge');
  return (
    <Card withBorder padding="sm" radius="sm">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {title}
        </Text>
        <Title order={3} size="h5">
          {system.name}
        </Title>
        <Text size="sm">
          {t('check.serverCount', { count: system.servers.length })} ·{' '}
          {t('check.version', { version: system.version })}
        </Text>
        <List size="xs" spacing={2}>
          {system.servers.map((id) => (
            <List.Item key={id}>
              <IdText size="xs">{id}</IdText>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

/** A dry run that passed: what the merge will do, both systems as they are now, and the Merge button. */
export function MergeCheckResult({ plan, thisSystem, otherSystem, busy, onMerge }: MergeCheckResultProps) {
  const { t } = useTranslation('merge');
  return (
    <Stack gap="md" maw={720} data-testid="merge-check-result">
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title={t('check.passed')}>
        <Stack gap={4}>
          <Text size="sm">
            {plan.keeps === 'this'
              ? t('check.keepsThis', { name: plan.name })
              : t('check.keepsOther', { name: plan.name })}
          </Text>
          <Text size="sm">{t('check.joins', { absorbed: plan.absorbedName })}</Text>
          <Text size="sm">{t('check.servers', { count: plan.serverCount })}</Text>
          {plan.tooManyServers && (
            <Text size="sm" c="orange" fw={600}>
              {t('check.tooManyServers', { max: MAX_SERVERS })}
            </Text>
          )}
        </Stack>
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SystemCard title={t('check.thisSystem')} system={thisSystem} />
        <SystemCard title={t('check.otherSystem')} system={otherSystem} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('check.duration')}
      </Text>
      <Group>
        <Button color="red" onClick={onMerge} loading={busy}>
          {t('check.merge')}
        </Button>
      </Group>
    </Stack>
  );
}
