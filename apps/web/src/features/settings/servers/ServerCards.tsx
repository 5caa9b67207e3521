import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ServerStatusBadge } from './ServerStatusBadge.tsx';
import type { ServerViewProps } from './ServerTable.tsx';
import { osText } from './server-format.ts';

/**
 * The servers as cards (narrow screens): name and status on top, then version, OS and addresses, so nothing
 * needs a horizontal scroll. Presentational.
 */
export function ServerCards({ servers, onOpen }: ServerViewProps) {
  const { t } = useTranslation('servers');
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('list.title')}>
      {servers.map((s) => (
        <Paper component="li" withBorder p="sm" key={s.id}>
          <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
            <Anchor component="button" type="button" fw={600} size="sm" ta="left" onClick={() => onOpen(s)}>
              {s.name}
            </Anchor>
            <ServerStatusBadge status={s.status} />
          </Group>
          <Text size="sm">
            {t('list.version')}: {s.version || '—'}
          </Text>
          <Text size="sm">
            {t('list.os')}: {osText(s.osInfo)}
          </Text>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {(s.endpoints ?? []).join(', ') || '—'}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
