import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify.ts';
import { apiErrorText } from '../api-error-text.ts';
import { useDetachServer, useVerifyPassword } from './servers.api.ts';
import { isWrongPassword } from './wrong-password.ts';

/**
 * Detach with password confirmation: verify the password with a fresh session, then ask that server to
 * detach itself (media-server-api §4.3.2). Detaching the server the console talks to ends every session of
 * this system on it: the console starts over at that server's new, unconfigured system.
 */
export function useServerDetach(options: {
  id: string;
  serverName: string;
  username: string | undefined;
  /** The console talks to this server (its session ends with the detach). */
  isThisServer: boolean;
  onDetached(): void;
}) {
  const { t } = useTranslation('servers');
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyPassword();
  const detach = useDetachServer(options.id);

  const confirm = async (password: string) => {
    setError(null);
    try {
      await verify.mutateAsync({ username: options.username ?? '', password });
    } catch (err) {
      setError(isWrongPassword(err) ? t('detach.wrongPassword') : apiErrorText(err, t('detach.failed')));
      return;
    }
    try {
      await detach.mutateAsync();
    } catch (err) {
      setError(apiErrorText(err, t('detach.failed')));
      return;
    }
    setOpened(false);
    if (options.isThisServer) {
      notify.info(t('detach.doneHere'), { long: true });
      window.location.assign('/');
      return;
    }
    notify.success(t('detach.done', { name: options.serverName }));
    await queryClient.invalidateQueries();
    options.onDetached();
  };

  return {
    opened,
    busy: verify.isPending || detach.isPending,
    error,
    open: () => {
      setError(null);
      setOpened(true);
    },
    close: () => setOpened(false),
    confirm,
  };
}
