import type { RebuildArchiveStatus, StorageScanInfo } from '@argus/contract/mediaserver';
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

/** Chunks and cameras a rebuild found over the pools, once one of them has scanned anything. */
function foundOf(status: RebuildArchiveStatus | undefined): { chunks: number; cameras: number } | null {
  const pools = [status?.main, status?.backup].filter((p) => p !== undefined);
  if (!pools.some((p) => p.totalProgress > 0)) return null;
  return {
    chunks: pools.reduce((n, p) => n + p.chunks, 0),
    cameras: pools.reduce((n, p) => Math.max(n, p.cameras), 0),
  };
}

/**
 * Rebuild archive (spec 000 §4): start, the progress of the main and backup archives while it runs with what it
 * has found, stop; when it ends, how many chunks it found ("Archive rebuilt: N chunks").
 */
export function RebuildArchiveCard({ serverId }: { serverId: string }) {
  const { t } = useTranslation('storages');
  const status = useRebuildStatus(serverId);
  const action = useRebuildAction(serverId);
  const running = isRebuildRunning(status.data);
  const found = foundOf(status.data);
  const foundChunks = found?.chunks ?? 0;
  // A rebuild this page saw running that has ended: say so, and whether it finished or was stopped here.
  const wasRunning = useRef(false);
  const stopped = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running)
      notify.success(stopped.current ? t('rebuild.stopped') : t('rebuild.done', { count: foundChunks }));
    if (!running) stopped.current = false;
    wasRunning.current = running;
  }, [running, foundChunks, t]);
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
        {found && (
          <Text size="sm" data-testid="rebuild-found">
            {t(running ? 'rebuild.foundSoFar' : 'rebuild.found', {
              count: found.chunks,
              cameras: t('rebuild.cameras', { count: found.cameras }),
            })}
          </Text>
        )}
        {!running && status.isSuccess && (
          <Text size="sm" c="dimmed">
            {t('rebuild.idle')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
