import { normalizeId } from '@argus/contract';
import type { ServerModel } from '@argus/contract/mediaserver';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSystemPaths } from '../../../app/scope/useSystemPaths.ts';
import { usePermissions } from '../../auth/usePermissions.ts';
import { useServerUnavailable } from '../../system/system.api.ts';
import { ApplyControls } from '../apply/ApplyControls.tsx';
import { useApplyForm } from '../apply/useApplyForm.ts';
import { DetachDialog } from './DetachDialog.tsx';
import { RestartDialog } from './RestartDialog.tsx';
import { ServerClock } from './ServerClock.tsx';
import { osText, STATUS_COLORS, serverAddresses } from './server-format.ts';
import { useRenameServer, useServerInfo, useServerRuntimeInfo } from './servers.api.ts';
import { useServerDetach } from './useServerDetach.ts';
import { useServerRestart } from './useServerRestart.ts';

export const SERVER_NAME_MAX_LENGTH = 255;

const sameId = (a: string, b: string) => (normalizeId(a) ?? a) === (normalizeId(b) ?? b);

type NameValues = { name: string };
const validateName = (v: NameValues) => ({
  name:
    v.name.trim() === ''
      ? 'detail.nameRequired'
      : v.name.length > SERVER_NAME_MAX_LENGTH
        ? 'detail.tooLong'
        : null,
});

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/**
 * settings/servers/:id of a system: name (editable), status, version, OS, addresses, time, runtime id, restart,
 * and for the owner of a system of several servers, detach.
 */
export function ServerDetail({
  server,
  inSystemOfMany = false,
}: {
  server: ServerModel;
  inSystemOfMany?: boolean;
}) {
  const { t } = useTranslation('servers');
  const { user, can } = usePermissions();
  const paths = useSystemPaths();
  const navigate = useNavigate();
  const here = useServerInfo('this');
  const detach = useServerDetach({
    id: server.id,
    serverName: server.name,
    username: user?.name,
    isThisServer: here.data !== undefined && sameId(here.data.id, server.id),
    onDetached: () => navigate(paths.settings('servers')),
  });
  const online = !useServerUnavailable();
  const runtime = useServerRuntimeInfo(server.id);
  const { mutateAsync: rename } = useRenameServer(server.id);
  const restart = useServerRestart(server.id, server.name, user?.name);
  const info = restart.info.data;
  const loaded = useMemo(() => ({ name: server.name }), [server.name]);
  const save = useCallback(
    async (_changes: Partial<NameValues>, { name }: NameValues) => {
      await rename(name.trim());
      return { name: name.trim() };
    },
    [rename],
  );
  const texts = useMemo(() => ({ saved: t('detail.saved'), failed: t('detail.saveFailed') }), [t]);
  const editor = useApplyForm({ loaded, validate: validateName, save, texts });
  const nameError = editor.form.errors.name;
  const status = restart.restarting ? 'restarting' : server.status;
  const addresses = serverAddresses(server, info);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.settings('servers')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="md">
          <Group gap="sm">
            <Title order={2} size="h3">
              {server.name}
            </Title>
            <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'} data-testid="server-status">
              {t(`status.${status}`, { defaultValue: status })}
            </Badge>
          </Group>
          <Group gap="xs">
            {inSystemOfMany && can('own') && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconLinkOff size={16} />}
                onClick={detach.open}
                disabled={server.status !== 'Online'}
              >
                {t('detach.button')}
              </Button>
            )}
            <Button
              variant="light"
              color="red"
              leftSection={<IconRefresh size={16} />}
              onClick={restart.dialog.open}
              disabled={restart.restarting || server.status !== 'Online'}
            >
              {t('detail.restart')}
            </Button>
          </Group>
        </Group>
        <TextInput
          label={t('detail.name')}
          {...editor.form.getInputProps('name', { withError: false })}
          error={typeof nameError === 'string' ? t(nameError) : undefined}
          maxLength={SERVER_NAME_MAX_LENGTH}
          mb="md"
          maw={480}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Field label={t('detail.version')}>{server.version || info?.version || '—'}</Field>
          <Field label={t('detail.os')}>{osText(server.osInfo ?? runtime.data?.osInfo)}</Field>
          <Field label={t('detail.addresses')}>
            {addresses.length === 0
              ? '—'
              : addresses.map((a) => (
                  <Text key={a} size="sm" ff="monospace">
                    {a}
                  </Text>
                ))}
          </Field>
          <Field label={t('detail.time')}>
            {runtime.data ? (
              <ServerClock
                serverTimeMs={runtime.data.osTimeMs}
                readAtMs={runtime.dataUpdatedAt}
                timeZoneOffsetMs={runtime.data.timeZoneOffsetMs}
                timeZoneId={runtime.data.timeZoneId}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {runtime.isError ? t('detail.timeUnavailable') : '…'}
              </Text>
            )}
          </Field>
          <Field label={t('detail.runtimeId')}>
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="server-runtime-id">
              {info?.runtimeId ?? '—'}
            </Text>
          </Field>
          <Field label={t('detail.id')}>
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {server.id}
            </Text>
          </Field>
        </SimpleGrid>
      </Paper>
      <ApplyControls editor={editor} ready online={online} />
      <RestartDialog
        opened={restart.dialog.opened}
        serverName={server.name}
        busy={restart.dialog.busy}
        error={restart.dialog.error}
        onConfirm={restart.dialog.confirm}
        onClose={restart.dialog.close}
      />
      <DetachDialog
        opened={detach.opened}
        serverName={server.name}
        busy={detach.busy}
        error={detach.error}
        onConfirm={detach.confirm}
        onClose={detach.close}
      />
    </Stack>
  );
}
