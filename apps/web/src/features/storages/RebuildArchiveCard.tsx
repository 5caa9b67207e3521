import type { StorageScanInfo } from '@argus/contract';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify.ts';
import { apiErrorText } from '../settings/api-error-text.ts';
import { isRebuildRunning, useRebuildAction, useRebuildStatus } from './storages.api.ts';

function PoolProgress({ label, info }: { label: string; info: StorageScanInfo }) {
  const { t } = useTranslation('storages');
  const percent = Math.round(info.totalProgress * 100);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" data-testid="rebuild-percent">
          {t('rebuild.progress', { percent })}
        </Text>
      </Group>
      <Progress value={percent} aria-label={label} animated />
      {info.path && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('rebuild.scanning', { path: info.path })}
        </Text>
      )}
    </Stack>
  );
}

/** Rebuild archive (spec 000 §4): start, the progress of the main and backup archives while it runs, stop. */
export function RebuildArchiveCard({ serverId }: { serverId: string }) {
  const { t } = useTranslation('storages');
  const status = useRebuildStatus(serverId);
  const action = useRebuildAction(serverId);
  const running = isRebuildRunning(status.data);
  // A rebuild this page saw running that has ended: say so, and whether it finished or was stopped here.
  const wasRunning = useRef(false);
  const stopped = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running)
      notify.success(t(stopped.current ? 'rebuild.stopped' : 'rebuild.done'));
    if (!running) stopped.current = false;
    wasRunning.current = running;
  }, [running, t]);
  const run = (kind: 'start' | 'stop') => {
    stopped.current = kind === 'stop';
    action.mutate(kind, {
      onError: (err) => {
        stopped.current = false;
        notify.danger(apiErrorText(err, t('rebuild.failed')), { long: true });
      },
    });
  };
  const pools = (['main', 'backup'] as const).filter((p) => (status.data?.[p]?.state ?? 'none') !== 'none');
  return (
    <Card withBorder padding="lg" data-testid="rebuild-archive">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 16rem' }}>
          <Title order={2} fz="h4">
            {t('rebuild.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('rebuild.description')}
          </Text>
        </Stack>
        {running ? (
          <Button variant="default" color="red" onClick={() => run('stop')} loading={action.isPending}>
            {t('rebuild.stop')}
          </Button>
        ) : (
          <Button
            variant="light"
            onClick={() => run('start')}
            loading={action.isPending}
            disabled={status.isPending}
          >
            {t('rebuild.start')}
          </Button>
        )}
      </Group>
      <Stack gap="sm" mt="md" aria-live="polite">
        {pools.map((p) => (
          <PoolProgress key={p} label={t(`rebuild.${p}`)} info={status.data![p]!} />
        ))}
        {!running && status.isSuccess && (
          <Text size="sm" c="dimmed">
            {t('rebuild.idle')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
