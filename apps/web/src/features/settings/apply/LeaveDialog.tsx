import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProcessButton } from './ProcessButton.tsx';
import type { ProcessState } from './useProcess.ts';

/** What the user chose in the apply-changes-before-leaving dialog (spec 000 §4 Unsaved changes). */
export type LeaveOutcome = 'applied' | 'discarded' | 'canceled';

export const ACTION_DIALOG_WIDTH = 448;

interface LeaveDialogProps {
  opened: boolean;
  canApply: boolean;
  applyState: ProcessState;
  onApply(): void;
  onDiscard(): void;
  onCancel(): void;
}

export function LeaveDialog({
  opened,
  canApply,
  applyState,
  onApply,
  onDiscard,
  onCancel,
}: LeaveDialogProps) {
  const { t } = useTranslation('settings');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('leave.title')}
      size={ACTION_DIALOG_WIDTH}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Text size="sm">{t('leave.text')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="subtle" onClick={onCancel} disabled={applyState === 'processing'}>
          {t('leave.cancel')}
        </Button>
        <Button variant="default" onClick={onDiscard} disabled={applyState === 'processing'}>
          {t('leave.discard')}
        </Button>
        <ProcessButton state={applyState} onClick={onApply} disabled={!canApply} data-autofocus>
          {t('leave.apply')}
        </ProcessButton>
      </Group>
    </Modal>
  );
}
