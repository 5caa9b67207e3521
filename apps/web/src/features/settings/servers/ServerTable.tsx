import type { ServerModel } from '@argus/contract/mediaserver';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ServerStatusBadge } from './ServerStatusBadge.tsx';
import { osText } from './server-format.ts';

export interface ServerViewProps {
  servers: readonly ServerModel[];
  onOpen(server: ServerModel): void;
}

/** The servers as a table (wide screens): name, status, version, OS, addresses. Presentational. */
export function ServerTable({ servers, onOpen }: ServerViewProps) {
  const { t } = useTranslation('servers');
  return (
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
              <ServerStatusBadge status={s.status} />
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
  );
}
