import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify.ts';
import { apiErrorText } from '../api-error-text.ts';
import { forgetRestart, pendingRestartOf, rememberRestart } from './pending-restart.ts';
import { useRestartServer, useServerInfo, useVerifyPassword } from './servers.api.ts';
import { isWrongPassword } from './wrong-password.ts';

/**
 * Restart with password confirmation: verify the password with a fresh session, POST restart, then poll
 * the server's info every 3400 ms until its runtime id changes; a toast reports success. The awaited restart
 * is remembered across page reloads.
 */
export function useServerRestart(id: string, serverName: string, username: string | undefined) {
  const { t } = useTranslation('servers');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [previousRuntimeId, setPreviousRuntimeId] = useState<string | null>(() => pendingRestartOf(id));
  const restarting = previousRuntimeId !== null;
  const info = useServerInfo(id, restarting);
  const verify = useVerifyPassword();
  const restart = useRestartServer(id);

  useEffect(() => {
    if (!restarting || !info.data || info.isError) return;
    if (info.data.runtimeId !== previousRuntimeId) {
      forgetRestart(id);
      setPreviousRuntimeId(null);
      notify.success(t('restart.done', { name: serverName }));
    }
  }, [id, restarting, info.data, info.isError, previousRuntimeId, serverName, t]);

  const confirm = async (password: string) => {
    setError(null);
    try {
      await verify.mutateAsync({ username: username ?? '', password });
    } catch (err) {
      setError(isWrongPassword(err) ? t('restart.wrongPassword') : apiErrorText(err, t('restart.failed')));
      return;
    }
    // The toast goes first: the toast container loads its code on the first toast, which must happen while
    // the server still answers.
    const toast = notify.info(t('restart.started', { name: serverName }), { long: true });
    try {
      const before = info.data?.runtimeId ?? (await info.refetch()).data?.runtimeId ?? '';
      rememberRestart(id, before);
      await restart.mutateAsync();
      setPreviousRuntimeId(before);
      setDialogOpen(false);
    } catch (err) {
      notifications.hide(toast);
      forgetRestart(id);
      setError(apiErrorText(err, t('restart.failed')));
    }
  };

  return {
    info,
    restarting,
    dialog: {
      opened: dialogOpen,
      busy: verify.isPending || restart.isPending,
      error,
      open: () => {
        setError(null);
        setDialogOpen(true);
      },
      close: () => setDialogOpen(false),
      confirm: (password: string) => void confirm(password),
    },
  };
}
