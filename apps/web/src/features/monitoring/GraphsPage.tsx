import type { ServerModel } from '@argus/contract/mediaserver';
import { ActionIcon, Alert, Card, Group, Select, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconMaximize, IconMinimize, IconPlugConnectedX } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerInfo, useServers } from '../settings/servers/servers.api.ts';
import { StatisticsGraph } from './StatisticsGraph.tsx';
import { StatisticsLegend } from './StatisticsLegend.tsx';
import type { StatisticsSeries } from './statistics-window.ts';
import { useFullscreen } from './useFullscreen.ts';
import { useStatisticsWindow } from './useStatisticsWindow.ts';

const GRAPH_HEIGHT = 320;
const FULLSCREEN_GRAPH_HEIGHT = 560;

/**
 * monitoring (Graphs): the load of one server of the system, a rolling window of its statistics with a legend
 * of the current values; the card may fill the screen. This server by default.
 */
export default function GraphsPage() {
  const { t } = useTranslation('monitoring');
  const thisServer = useServerInfo('this');
  const servers = useServers();
  const thisServerId = thisServer.data?.id;
  const [picked, setPicked] = useState<string | null>(null);
  const serverId = picked ?? thisServerId ?? '';
  const { window, loading, offline } = useStatisticsWindow(serverId, thisServerId);
  const card = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(card);

  const options = useMemo(
    () =>
      (servers.data ?? []).map((s: ServerModel) => ({
        value: s.id,
        label: s.id === thisServerId ? t('graphs.thisServer', { name: s.name }) : s.name,
      })),
    [servers.data, thisServerId, t],
  );
  const serverName = servers.data?.find((s) => s.id === serverId)?.name ?? thisServer.data?.name ?? serverId;
  const labels = window.series.map((s: StatisticsSeries) =>
    t(`graphs.kinds.${s.deviceType}`, { description: s.description }),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {t('graphs.description')}
        </Text>
        <Select
          label={t('graphs.server')}
          data={options}
          value={serverId || null}
          onChange={(value) => value && setPicked(value)}
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
          data-testid="monitoring-server"
        />
      </Group>
      <Card
        ref={card}
        withBorder
        radius="md"
        padding="md"
        bg="var(--mantine-color-body)"
        data-testid="statistics-card"
        style={fullscreen.active ? { overflow: 'auto' } : undefined}
      >
        <Group justify="space-between" wrap="nowrap" mb="sm">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {t('graphs.card', { name: serverName })}
          </Title>
          {fullscreen.supported && (
            <Tooltip label={t(fullscreen.active ? 'graphs.exitFullScreen' : 'graphs.fullScreen')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={fullscreen.toggle}
                aria-label={t(fullscreen.active ? 'graphs.exitFullScreen' : 'graphs.fullScreen')}
                aria-pressed={fullscreen.active}
                data-testid="statistics-fullscreen"
              >
                {fullscreen.active ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {offline ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconPlugConnectedX size={18} />}
            title={t('graphs.offlineTitle')}
            data-testid="statistics-offline"
          >
            {t('graphs.offline', { name: serverName })}
          </Alert>
        ) : loading || window.series.length === 0 ? (
          <Stack gap="xs" aria-busy="true" data-testid="statistics-loading">
            <Text size="sm" c="dimmed">
              {t('graphs.loading')}
            </Text>
            <Skeleton h={GRAPH_HEIGHT} />
          </Stack>
        ) : (
          <Stack gap="md">
            <StatisticsGraph
              window={window}
              labels={labels}
              axisLabel={t('graphs.axis')}
              height={fullscreen.active ? FULLSCREEN_GRAPH_HEIGHT : GRAPH_HEIGHT}
            />
            <StatisticsLegend series={window.series} labels={labels} />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
