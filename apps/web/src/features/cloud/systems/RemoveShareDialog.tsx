import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';

export interface RemoveShareDialogProps {
  /** The user to remove (name or e-mail); null: closed. */
  user: string | null;
  systemName: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Confirmation before a user loses access to the system (a share set to role `none`, cloud-api §5.6). */
export function RemoveShareDialog({ user, systemName, busy, onConfirm, onClose }: RemoveShareDialogProps) {
  const { t } = useTranslation('cloudSystems');
  return (
    <ConfirmDialog
      opened={user !== null}
      title={t('remove.title')}
      confirm={t('remove.confirm')}
      cancel={t('dialog.cancel')}
      danger
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {t('remove.text', { user: user ?? '', name: systemName })}
    </ConfirmDialog>
  );
}
