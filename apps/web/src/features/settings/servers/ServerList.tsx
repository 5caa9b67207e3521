import type { ServerModel } from '@argus/contract/mediaserver';
import { em, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconServer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ServerCards } from './ServerCards.tsx';
import { ServerTable } from './ServerTable.tsx';

/** Below the tablet breakpoint (spec 000 §9: 768 px is mobile), the list reflows into cards. */
export const SERVER_CARDS_QUERY = `(max-width: ${em(767.98)})`;

interface ServerListProps {
  servers: ServerModel[];
  onOpen(server: ServerModel): void;
}

/** The servers of the system: a table on wide screens, cards on phones. Presentational. */
export function ServerList({ servers, onOpen }: ServerListProps) {
  const { t } = useTranslation('servers');
  const cards = useMediaQuery(SERVER_CARDS_QUERY, false) === true;
  if (servers.length === 0)
    return (
      <Paper withBorder>
        <Stack align="center" gap={4} py="xl" data-testid="servers-empty">
          <IconServer size={32} opacity={0.5} />
          <Text c="dimmed">{t('list.empty')}</Text>
        </Stack>
      </Paper>
    );
  if (cards) return <ServerCards servers={servers} onOpen={onOpen} />;
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={640}>
        <ServerTable servers={servers} onOpen={onOpen} />
      </Table.ScrollContainer>
    </Paper>
  );
}
