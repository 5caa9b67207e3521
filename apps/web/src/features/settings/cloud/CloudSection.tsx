import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloud, IconCloudOff } from '@tabler/icons-react';
import { Fragment, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModeContext } from '../../../app/mode/mode-context.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../ui/notify.ts';
import { useCurrentUser } from '../../auth/auth.api.ts';
import { useSystemState } from '../../system/system.api.ts';
import { apiErrorText } from '../api-error-text.ts';
import { ConnectCloudDialog } from './ConnectCloudDialog.tsx';
import {
  type ConnectInput,
  useCloudBinding,
  useConnectToCloud,
  useDisconnectFromCloud,
} from './cloud-link.api.ts';
import { DisconnectCloudDialog } from './DisconnectCloudDialog.tsx';

const DEFAULT_CLOUD_NAME = 'Argus Cloud';

/** A wrong password on the login call: 422 'Wrong password.' (or notAuthorized-style replies). */
function isWrongPassword(err: unknown): boolean {
  return isApiError(err) && (/wrong password/i.test(err.errorString) || err.status === 401);
}

/**
 * The system's cloud connection on General (the owner only; the server enforces it too): the cloud system id
 * and owner account while bound, with "Disconnect from cloud"; otherwise "Connect to cloud", offered when the
 * server was given a cloud address.
 */
export function CloudSection() {
  const { t } = useTranslation('settings');
  const config = useContext(ModeContext)?.config ?? null;
  const cloudName = config?.cloudName || DEFAULT_CLOUD_NAME;
  const cloudUrl = config?.cloudUrl ?? '';
  const binding = useCloudBinding();
  const system = useSystemState();
  const user = useCurrentUser().data?.user;
  const connect = useConnectToCloud(cloudUrl);
  const { verify, unbind } = useDisconnectFromCloud();
  const [dialog, setDialog] = useState<'connect' | 'disconnect' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = (which: 'connect' | 'disconnect') => {
    setError(null);
    setDialog(which);
  };

  const connectError = (err: unknown): string => {
    if (isApiError(err)) {
      if (err.status === 0) return t('cloud.connect.unreachable', { cloud: cloudName });
      if (err.errorId === 'notAuthorized' || err.errorId === 'wrongPassword')
        return t('cloud.connect.wrongCredentials');
      if (err.errorId === 'accountNotActivated') return t('cloud.connect.notActivated');
      if (err.errorId === 'accountBlocked') return t('cloud.connect.blocked');
    }
    return apiErrorText(err, t('cloud.connect.failed'));
  };

  const onConnect = (input: ConnectInput) => {
    setError(null);
    connect.mutate(input, {
      onSuccess: () => {
        setDialog(null);
        notify.success(t('cloud.connect.done', { cloud: cloudName }));
      },
      onError: (err) => setError(connectError(err)),
    });
  };

  const onDisconnect = async (password: string) => {
    setError(null);
    try {
      await verify.mutateAsync({ username: user?.name ?? '', password });
    } catch (err) {
      setError(
        isWrongPassword(err)
          ? t('cloud.disconnect.wrongPassword')
          : apiErrorText(err, t('cloud.disconnect.failed')),
      );
      return;
    }
    try {
      await unbind.mutateAsync();
      setDialog(null);
      notify.success(t('cloud.disconnect.done', { cloud: cloudName }));
    } catch (err) {
      setError(apiErrorText(err, t('cloud.disconnect.failed')));
    }
  };

  const bound = binding.data?.systemId ? binding.data : null;
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="cloud-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cloud-title">
          {t('cloud.title', { cloud: cloudName })}
        </Title>
        {binding.isError ? (
          <Text size="sm" c="red">
            {apiErrorText(binding.error, t('cloud.loadFailed'))}
          </Text>
        ) : binding.isPending ? null : bound ? (
          <>
            <Text size="sm">{t('cloud.connected', { cloud: cloudName })}</Text>
            <dl>
              {(
                [
                  ['systemId', bound.systemId, 'cloud-system-id'],
                  ['owner', bound.owner, 'cloud-owner'],
                ] as const
              ).map(([label, value, testId]) => (
                <Fragment key={label}>
                  <Text component="dt" size="sm" c="dimmed">
                    {t(`cloud.${label}`)}
                  </Text>
                  <Text component="dd" size="sm" ml={0} data-testid={testId}>
                    {value}
                  </Text>
                </Fragment>
              ))}
            </dl>
            <Group>
              <Button
                variant="default"
                color="red"
                leftSection={<IconCloudOff size={16} aria-hidden />}
                onClick={() => open('disconnect')}
              >
                {t('cloud.disconnect.open')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{t('cloud.notConnected', { cloud: cloudName })}</Text>
            {!cloudUrl && (
              <Text size="sm" c="dimmed">
                {t('cloud.noCloudConfigured')}
              </Text>
            )}
            <Group>
              <Button
                leftSection={<IconCloud size={16} aria-hidden />}
                onClick={() => open('connect')}
                disabled={!cloudUrl}
              >
                {t('cloud.connect.open')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConnectCloudDialog
        opened={dialog === 'connect'}
        cloudName={cloudName}
        systemName={system.data?.name ?? ''}
        busy={connect.isPending}
        error={error}
        onConnect={onConnect}
        onClose={() => setDialog(null)}
      />
      <DisconnectCloudDialog
        opened={dialog === 'disconnect'}
        cloudName={cloudName}
        busy={verify.isPending || unbind.isPending}
        error={error}
        onConfirm={(password) => void onDisconnect(password)}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}
