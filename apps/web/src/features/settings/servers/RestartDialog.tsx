import { useTranslation } from 'react-i18next';
import { PasswordConfirmDialog, type PasswordConfirmDialogProps } from '../PasswordConfirmDialog.tsx';

type RestartDialogProps = Omit<PasswordConfirmDialogProps, 'texts'> & { serverName: string };

/** Restarting a server needs the current user's password (spec 000 §6). */
export function RestartDialog({ serverName, ...props }: RestartDialogProps) {
  const { t } = useTranslation('servers');
  return (
    <PasswordConfirmDialog
      {...props}
      texts={{
        title: t('restart.title'),
        text: t('restart.text', { name: serverName }),
        password: t('restart.password'),
        passwordRequired: t('restart.passwordRequired'),
        cancel: t('restart.cancel'),
        confirm: t('restart.confirm'),
        close: t('common:close'),
      }}
    />
  );
}
