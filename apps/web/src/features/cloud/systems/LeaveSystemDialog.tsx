import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { type SystemActionFailure, systemActionFailure } from './system-failures.ts';
import { useShareSystem } from './system-sharing.api.ts';
import type { CloudSystem } from './systems.api.ts';

export interface LeaveSystemDialogProps {
  opened: boolean;
  system: CloudSystem;
  /** The logged-in account's e-mail: its own share is removed. */
  selfEmail: string;
  onLeft(): void;
  onClose(): void;
}

/**
 * "Disconnect from my account" for a user who does not own the system (spec 000 §6: non-owner cloud users
 * may unshare themselves): their own share set to `none`.
 */
export function LeaveSystemDialog({ opened, system, selfEmail, onLeft, onClose }: LeaveSystemDialogProps) {
  const { t } = useTranslation('cloudSystems');
  const share = useShareSystem(system.id);
  const [failure, setFailure] = useState<SystemActionFailure | null>(null);

  const leave = async () => {
    setFailure(null);
    try {
      await share.mutateAsync({ email: selfEmail, role: 'none' });
    } catch (error) {
      setFailure(systemActionFailure(error, 'leave'));
      return;
    }
    onLeft();
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t('leave.title')}
      confirm={t('leave.confirm')}
      cancel={t('dialog.cancel')}
      danger
      busy={share.isPending}
      onConfirm={() => void leave()}
      onClose={() => {
        setFailure(null);
        onClose();
      }}
    >
      {t('leave.text', { name: system.name })}
      {failure && (
        <Text size="sm" c="red" role="alert" mt="sm">
          {t(failure.key)}
        </Text>
      )}
    </ConfirmDialog>
  );
}
