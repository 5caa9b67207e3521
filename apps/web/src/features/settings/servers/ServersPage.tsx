import { normalizeId } from '@argus/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSystemPaths } from '../../../app/scope/useSystemPaths.ts';
import { ErrorState, LoadingState } from '../PageStates.tsx';
import { TabHeading } from '../TabHeading.tsx';
import { ServerDetail } from './ServerDetail.tsx';
import { ServerList } from './ServerList.tsx';
import { useServers } from './servers.api.ts';

/** settings/servers (the list) and settings/servers/:id (one server) of a system. */
export default function ServersPage() {
  const { t } = useTranslation('servers');
  const { id } = useParams();
  const navigate = useNavigate();
  const paths = useSystemPaths();
  const servers = useServers();

  if (!id || servers.error || servers.isPending)
    return (
      <Stack gap="md">
        {/* One server's page has its name as its heading (ServerDetail). */}
        {!id && <TabHeading title={t('list.title')} description={t('list.description')} />}
        {servers.error ? (
          <ErrorState error={servers.error} onRetry={() => void servers.refetch()} />
        ) : servers.isPending ? (
          <LoadingState rows={4} />
        ) : (
          <ServerList servers={servers.data} onOpen={(s) => navigate(paths.server(s.id))} />
        )}
      </Stack>
    );

  const key = normalizeId(id) ?? id;
  const server = servers.data.find((s) => normalizeId(s.id) === key);
  if (!server)
    return (
      <Alert color="red" title={t('detail.notFound')}>
        <Button component={Link} to={paths.settings('servers')} variant="light" size="xs" mt="xs">
          {t('detail.back')}
        </Button>
      </Alert>
    );
  return <ServerDetail key={server.id} server={server} inSystemOfMany={servers.data.length > 1} />;
}
