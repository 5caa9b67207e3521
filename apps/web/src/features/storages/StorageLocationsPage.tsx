import { normalizeId } from '@argus/contract';
import { Box, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../settings/PageStates.tsx';
import { useServerInfo, useServers } from '../settings/servers/servers.api.ts';
import { TabHeading } from '../settings/TabHeading.tsx';
import { BackupSettingsCard } from './BackupSettingsCard.tsx';
import { RebuildArchiveCard } from './RebuildArchiveCard.tsx';
import { ServerStorages } from './ServerStorages.tsx';

/** /settings/storages (System Administration tab): the storage locations of a server of the system (this server first). */
export default function StorageLocationsPage() {
  const { t } = useTranslation('storages');
  const servers = useServers();
  const thisServer = useServerInfo('this');
  const thisId = thisServer.data ? normalizeId(thisServer.data.id) : undefined;
  const [chosen, setChosen] = useState<string | null>(null);

  const header = (
    <Box mb="md">
      <TabHeading title={t('page.title')} description={t('page.description')} />
    </Box>
  );
  if (servers.error)
    return (
      <>
        {header}
        <ErrorState error={servers.error} onRetry={() => void servers.refetch()} />
      </>
    );
  if (servers.isPending || thisServer.isPending)
    return (
      <>
        {header}
        <LoadingState rows={4} />
      </>
    );
  const list = servers.data;
  const server =
    list.find((s) => s.id === chosen) ?? list.find((s) => normalizeId(s.id) === thisId) ?? list[0];
  if (!server)
    return (
      <>
        {header}
        <Text c="dimmed">{t('page.noServers')}</Text>
      </>
    );
  const label = (s: (typeof list)[number]) =>
    normalizeId(s.id) === thisId ? t('page.thisServer', { name: s.name }) : s.name;
  return (
    <Stack gap="lg">
      <div>
        {header}
        <Select
          label={t('page.server')}
          data={list.map((s) => ({ value: s.id, label: label(s) }))}
          value={server.id}
          onChange={(v) => v && setChosen(v)}
          allowDeselect={false}
          maw={360}
          data-testid="storage-server"
        />
      </div>
      <ServerStorages key={server.id} server={server} />
      <RebuildArchiveCard key={`rebuild-${server.id}`} serverId={server.id} />
      <BackupSettingsCard key={`backup-${server.id}`} serverId={server.id} />
    </Stack>
  );
}
