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
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemPaths } from '../../../app/scope/useSystemPaths.ts';
import { usePermissions } from '../../auth/usePermissions.ts';
import { useServerUnavailable } from '../../system/system.api.ts';
import { ApplyControls } from '../apply/ApplyControls.tsx';
import { useApplyForm } from '../apply/useApplyForm.ts';
import { RestartDialog } from './RestartDialog.tsx';
import { ServerClock } from './ServerClock.tsx';
import { osText, STATUS_COLORS, serverAddresses } from './server-format.ts';
import { useRenameServer, useServerRuntimeInfo } from './servers.api.ts';
import { useServerRestart } from './useServerRestart.ts';

export const SERVER_NAME_MAX_LENGTH = 255;

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

/** settings/servers/:id of a system: name (editable), status, version, OS, addresses, time, runtime id, restart. */
export function ServerDetail({ server }: { server: ServerModel }) {
  const { t } = useTranslation('servers');
  const { user } = usePermissions();
  const paths = useSystemPaths();
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
    </Stack>
  );
}
