import { useTranslation } from 'react-i18next';
import { PasswordConfirmDialog, type PasswordConfirmDialogProps } from '../PasswordConfirmDialog.tsx';

type DisconnectCloudDialogProps = Omit<PasswordConfirmDialogProps, 'texts'> & { cloudName: string };

/** "Disconnect" (spec 000 §6): disconnecting needs the current user's password. */
export function DisconnectCloudDialog({ cloudName, ...props }: DisconnectCloudDialogProps) {
  const { t } = useTranslation('settings');
  return (
    <PasswordConfirmDialog
      {...props}
      texts={{
        title: t('cloud.disconnect.title', { cloud: cloudName }),
        text: t('cloud.disconnect.text', { cloud: cloudName }),
        password: t('cloud.disconnect.password'),
        passwordRequired: t('cloud.disconnect.passwordRequired'),
        cancel: t('cloud.cancel'),
        confirm: t('cloud.disconnect.confirm'),
        close: t('common:close'),
      }}
    />
  );
}
