import type { ServerModel } from '@argus/contract/mediaserver';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconServer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api-error-text.ts';
import { ServerStatusBadge } from '../servers/ServerStatusBadge.tsx';
import { osText } from '../servers/server-format.ts';
import { OverviewSection } from './OverviewSection.tsx';

interface ServersSectionProps {
  servers: readonly ServerModel[] | undefined;
  error: unknown;
  onRetry(): void;
}

/** The servers of the system with their status, as a list that fits any width. Presentational. */
export function ServersSection({ servers, error, onRetry }: ServersSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <OverviewSection title={t('overview.servers.title')} icon={<IconServer size={20} aria-hidden />}>
      <ServersBody servers={servers} error={error} onRetry={onRetry} />
    </OverviewSection>
  );
}

function ServersBody({ servers, error, onRetry }: ServersSectionProps) {
  const { t } = useTranslation(['settings', 'servers']);
  if (error && !servers)
    return (
      <Alert color="red" variant="light" role="alert" title={t('states.loadFailed')}>
        {apiErrorText(error, t('states.loadFailed'))}
        <div>
          <Button mt="xs" size="xs" variant="light" color="red" onClick={onRetry}>
            {t('states.retry')}
          </Button>
        </div>
      </Alert>
    );
  if (!servers)
    return (
      <Stack gap="xs" aria-busy="true" data-testid="overview-servers-loading">
        <Skeleton h={40} />
      </Stack>
    );
  if (servers.length === 0) return <Text c="dimmed">{t('servers:list.empty')}</Text>;
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('overview.servers.title')}
    >
      {servers.map((server) => (
        <Group component="li" key={server.id} justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {server.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {[server.version, osText(server.osInfo)].filter((part) => part && part !== '—').join(' · ') ||
                '—'}
            </Text>
          </div>
          <ServerStatusBadge status={server.status} />
        </Group>
      ))}
    </Stack>
  );
}
