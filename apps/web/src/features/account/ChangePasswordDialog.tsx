import { DIALOG_WIDTHS } from '@argus/contract';
import type { UserModel } from '@argus/contract/mediaserver';
import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify.ts';
import { useCommonPasswords } from '../system/common-passwords.api.ts';
import { PasswordChangeError, type PasswordChangeFailure, useChangeOwnPassword } from './account.api.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import type { PasswordChangeValues } from './password-change-validation.ts';

export interface ChangePasswordDialogProps {
  /** The logged-in local user. */
  user: Pick<UserModel, 'id' | 'name'>;
  onClose(): void;
}

/**
 * The change-password dialog of the user menu (spec 000 §2 "Modal dialogs"): owns the change and its toast.
 * The common-password list loads when the dialog opens (shared with the setup wizard's query).
 */
export function ChangePasswordDialog({ user, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('account');
  const commonPasswords = useCommonPasswords(true);
  const change = useChangeOwnPassword();

  const submit = async ({
    current,
    password,
  }: PasswordChangeValues): Promise<PasswordChangeFailure | null> => {
    try {
      await change.mutateAsync({ user, current, password });
    } catch (err) {
      if (err instanceof PasswordChangeError) return err.failure;
      return { field: 'form', reason: 'failed' };
    }
    notify.success(t('changePassword.success'));
    onClose();
    return null;
  };

  return (
    <Modal
      opened
      onClose={() => {
        if (!change.isPending) onClose();
      }}
      centered
      size={DIALOG_WIDTHS.action}
      title={<Text fw={600}>{t('changePassword.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="change-password-dialog"
    >
      <ChangePasswordForm commonPasswords={commonPasswords.data} onSubmit={submit} onCancel={onClose} />
    </Modal>
  );
}
