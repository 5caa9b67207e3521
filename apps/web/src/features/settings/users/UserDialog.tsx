import type { CommonPasswords } from '@argus/contract';
import type { UserModel, UserRoleModel } from '@argus/contract/mediaserver';
import { Modal } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UserForm } from './UserForm.tsx';
import { newUserValues, type UserFormValues, userValues } from './user-form-model.ts';
import { roleOptions, userFormLocks } from './user-roles.ts';

export const LARGE_DIALOG_WIDTH = 800;

export interface UserDialogProps {
  opened: boolean;
  /** null: add a user. */
  user: UserModel | null;
  actor: UserModel;
  roles: UserRoleModel[];
  commonPasswords?: CommonPasswords;
  submitError: string | null;
  submitting: boolean;
  onSubmit(values: UserFormValues): void;
  onClose(): void;
  onEdit?(): void;
  /** A new user may be a cloud user. */
  cloudUsers?: boolean;
}

/** The add-user / edit-user dialog. */
export function UserDialog({
  opened,
  user,
  actor,
  roles,
  commonPasswords,
  submitError,
  submitting,
  onSubmit,
  onClose,
  onEdit,
  cloudUsers,
}: UserDialogProps) {
  const { t } = useTranslation('users');
  const initialValues = useMemo(() => (user ? userValues(user, roles) : newUserValues()), [user, roles]);
  const locks = userFormLocks(actor, user, roles);
  const title =
    user === null ? t('dialog.addTitle') : locks.all ? t('dialog.viewTitle') : t('dialog.editTitle');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={LARGE_DIALOG_WIDTH}
      closeOnClickOutside={!submitting}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {opened && (
        <UserForm
          key={user?.id ?? 'new'}
          user={user}
          initialValues={initialValues}
          roleOptions={roleOptions(t, actor, user, roles)}
          locks={locks}
          commonPasswords={commonPasswords}
          submitError={submitError}
          submitting={submitting}
          onSubmit={onSubmit}
          onCancel={onClose}
          onEdit={onEdit}
          cloudUsers={cloudUsers}
          roles={roles}
        />
      )}
    </Modal>
  );
}
