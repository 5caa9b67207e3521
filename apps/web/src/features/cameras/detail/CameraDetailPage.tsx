import { displayedCameraStatus } from '@argus/contract/mediaserver';
import { Alert, Anchor, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useSystemPaths } from '../../../app/scope/useSystemPaths.ts';
import { usePermissions } from '../../auth/usePermissions.ts';
import { ErrorState, LoadingState } from '../../settings/PageStates.tsx';
import { useServers } from '../../settings/servers/servers.api.ts';
import { isMissingCamera, useCamera } from '../cameras.api.ts';
import { CameraStatusIcon } from '../list/CameraStatusIcon.tsx';
import { MotionEditor } from '../motion/MotionEditor.tsx';
import { ScheduleEditor } from '../schedule/ScheduleEditor.tsx';
import { CameraNameEditor } from './CameraNameEditor.tsx';
import { CameraOverview } from './CameraOverview.tsx';
import { CredentialsDialog } from './CredentialsDialog.tsx';
import { DiagnosticsPanel } from './DiagnosticsPanel.tsx';
import { RemoveCameraDialog } from './RemoveCameraDialog.tsx';
import { useCredentialsCheck, useCredentialsCheckEnd } from './useCredentialsCheck.ts';

/** settings/cameras/:id of a system: a camera's name and status, its tabs, and (for editors) credentials and removal. */
export default function CameraDetailPage() {
  const { t } = useTranslation('cameras');
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { can } = usePermissions();
  const paths = useSystemPaths();
  const canEdit = can('editCameras');
  const tabs = canEdit
    ? ['overview', 'diagnostics', 'recording', 'motion']
    : ['overview', 'recording', 'motion'];
  const asked = searchParams.get('tab') ?? 'overview';
  const tab = tabs.includes(asked) ? asked : 'overview';
  const check = useCredentialsCheck();
  const camera = useCamera(id, check.checking);
  const servers = useServers();
  const [dialog, setDialog] = useState<'credentials' | 'remove' | null>(null);
  const device = camera.data;
  useCredentialsCheckEnd(device?.status, check.since, check.stop);

  const back = (
    <Anchor component={Link} to={paths.settings('cameras')} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
  if (camera.error && !device)
    return (
      <Stack gap="md">
        {back}
        {isMissingCamera(camera.error) ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('detail.notFound')} />
        ) : (
          <ErrorState error={camera.error} onRetry={() => void camera.refetch()} />
        )}
      </Stack>
    );
  if (!device) return <LoadingState rows={4} />;

  const serverName = servers.data?.find((s) => s.id === device.serverId)?.name ?? '';
  const shown = displayedCameraStatus(device.status, device.schedule, new Date());
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <span data-testid="camera-detail-status" data-status={shown} style={{ display: 'inline-flex' }}>
            <CameraStatusIcon status={shown} />
          </span>
          <CameraNameEditor key={device.name} id={device.id} name={device.name} canEdit={canEdit} />
        </Group>
        {canEdit && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconKey size={16} />}
              onClick={() => setDialog('credentials')}
            >
              {t('detail.credentials.open')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDialog('remove')}
            >
              {t('detail.remove.open')}
            </Button>
          </Group>
        )}
      </Group>
      {check.checking && (
        <Text size="sm" role="status" c="dimmed">
          {t('detail.credentials.checking')}
        </Text>
      )}
      {/* The tab is in the address (?tab=): a link opens it, and switching tabs with unsaved schedule or
          motion edits asks first, as leaving the page does. */}
      <Tabs
        value={tab}
        onChange={(next) => setSearchParams(next && next !== 'overview' ? { tab: next } : {})}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="overview">{t('detail.tabs.overview')}</Tabs.Tab>
          {canEdit && <Tabs.Tab value="diagnostics">{t('detail.tabs.diagnostics')}</Tabs.Tab>}
          <Tabs.Tab value="recording">{t('detail.tabs.recording')}</Tabs.Tab>
          <Tabs.Tab value="motion">{t('detail.tabs.motion')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <CameraOverview device={device} serverName={serverName} />
        </Tabs.Panel>
        {canEdit && (
          <Tabs.Panel value="diagnostics" pt="md">
            <DiagnosticsPanel cameraId={device.id} onCredentials={() => setDialog('credentials')} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="recording" pt="md">
          <ScheduleEditor cameraId={device.id} />
        </Tabs.Panel>
        <Tabs.Panel value="motion" pt="md">
          <MotionEditor cameraId={device.id} />
        </Tabs.Panel>
      </Tabs>
      {canEdit && (
        <>
          <CredentialsDialog
            cameraId={device.id}
            opened={dialog === 'credentials'}
            initialUser={device.credentials?.user ?? ''}
            onClose={() => setDialog(null)}
            onSaved={() => {
              setDialog(null);
              check.start();
              void camera.refetch();
            }}
          />
          <RemoveCameraDialog camera={device} opened={dialog === 'remove'} onClose={() => setDialog(null)} />
        </>
      )}
    </Stack>
  );
}
