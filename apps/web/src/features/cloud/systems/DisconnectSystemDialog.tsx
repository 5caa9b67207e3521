import { useTranslation } from 'react-i18next';
import { PasswordConfirmDialog, type PasswordRefusal } from '../PasswordConfirmDialog.tsx';
import { systemActionFailure } from './system-failures.ts';
import { useDisconnectSystem } from './system-sharing.api.ts';
import type { CloudSystem } from './systems.api.ts';

export interface DisconnectSystemDialogProps {
  opened: boolean;
  system: CloudSystem;
  onDisconnected(): void;
  onClose(): void;
}

/**
 * Disconnects the system from the cloud (owner, cloud-api §5.7): the password is required (spec 000 §6), the
 * system and every share of it are gone afterwards.
 */
export function DisconnectSystemDialog({
  opened,
  system,
  onDisconnected,
  onClose,
}: DisconnectSystemDialogProps) {
  const { t } = useTranslation('cloudSystems');
  const disconnect = useDisconnectSystem(system.id);
  const confirm = async (password: string): Promise<PasswordRefusal | null> => {
    try {
      await disconnect.mutateAsync(password);
    } catch (error) {
      const { key } = systemActionFailure(error, 'disconnect');
      return key === 'failures.wrongPassword' ? { field: t(key) } : { form: t(key) };
    }
    onDisconnected();
    return null;
  };
  return (
    <PasswordConfirmDialog
      opened={opened}
      title={t('disconnect.title')}
      text={t('disconnect.text', { name: system.name })}
      passwordLabel={t('disconnect.password')}
      passwordRequired={t('disconnect.passwordRequired')}
      submit={t('disconnect.confirm')}
      cancel={t('dialog.cancel')}
      busy={disconnect.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
