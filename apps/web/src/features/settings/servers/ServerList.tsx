import type { ServerModel } from '@argus/contract';
import { Anchor, Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { IconServer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { osText, STATUS_COLORS } from './server-format.ts';

interface ServerListProps {
  servers: ServerModel[];
  onOpen(server: ServerModel): void;
}

/** The servers of the system: name, status, version, OS, addresses. Presentational. */
export function ServerList({ servers, onOpen }: ServerListProps) {
  const { t } = useTranslation('servers');
  if (servers.length === 0)
    return (
      <Paper withBorder>
        <Stack align="center" gap={4} py="xl" data-testid="servers-empty">
          <IconServer size={32} opacity={0.5} />
          <Text c="dimmed">{t('list.empty')}</Text>
        </Stack>
      </Paper>
    );
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={640}>
        <Table highlightOnHover verticalSpacing="xs" aria-label={t('list.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.name')}</Table.Th>
              <Table.Th>{t('list.status')}</Table.Th>
              <Table.Th>{t('list.version')}</Table.Th>
              <Table.Th>{t('list.os')}</Table.Th>
              <Table.Th>{t('list.addresses')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {servers.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Anchor component="button" type="button" fw={500} size="sm" onClick={() => onOpen(s)}>
                    {s.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLORS[s.status] ?? 'gray'}>
                    {t(`status.${s.status}`, { defaultValue: s.status })}
                  </Badge>
                </Table.Td>
                <Table.Td>{s.version || '—'}</Table.Td>
                <Table.Td>{osText(s.osInfo)}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {(s.endpoints ?? []).join(', ') || '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
