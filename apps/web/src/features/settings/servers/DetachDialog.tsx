import { useTranslation } from 'react-i18next';
import { PasswordConfirmDialog, type PasswordConfirmDialogProps } from '../PasswordConfirmDialog.tsx';

type DetachDialogProps = Omit<PasswordConfirmDialogProps, 'texts'> & { serverName: string };

/** Detaching a server from its system needs the current user's password (spec 000 §6). */
export function DetachDialog({ serverName, ...props }: DetachDialogProps) {
  const { t } = useTranslation('servers');
  return (
    <PasswordConfirmDialog
      {...props}
      texts={{
        title: t('detach.title'),
        text: t('detach.text', { name: serverName }),
        password: t('detach.password'),
        passwordRequired: t('detach.passwordRequired'),
        cancel: t('detach.cancel'),
        confirm: t('detach.confirm'),
        close: t('common:close'),
      }}
    />
  );
}
