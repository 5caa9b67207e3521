import { DIALOG_WIDTHS } from '@argus/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReloadReason } from './reload-when-safe.ts';

export interface ReloadPromptProps {
  reason: ReloadReason;
  /** Keep the edits; the page reloads once they are saved or discarded. */
  onKeepEditing(): void;
  /** Discard the edits and reload now. */
  onReloadNow(): void;
}

/**
 * Asks before a reload would discard unsaved edits. Keeping them is the default (focused, and what closing
 * the dialog does).
 */
export default function ReloadPrompt({ reason, onKeepEditing, onReloadNow }: ReloadPromptProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened
      onClose={onKeepEditing}
      centered
      size={DIALOG_WIDTHS.action}
      title={t('reload.title')}
      data-testid="reload-prompt"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t(`reload.reasons.${reason}`)}</Text>
        <Text size="sm">{t('reload.unsaved')}</Text>
      </Stack>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" color="red" onClick={onReloadNow}>
          {t('reload.reloadNow')}
        </Button>
        <Button onClick={onKeepEditing} data-autofocus>
          {t('reload.keepEditing')}
        </Button>
      </Group>
    </Modal>
  );
}
