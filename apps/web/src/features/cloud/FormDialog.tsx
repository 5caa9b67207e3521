import { DIALOG_WIDTHS } from '@argus/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  opened: boolean;
  /** The dialog's title, also the form's name. */
  title: string;
  submit: string;
  cancel: string;
  /** Red for what cannot be undone. */
  danger?: boolean;
  busy: boolean;
  /** What went wrong for the whole form (under its fields, announced). */
  failure?: string | null;
  children: ReactNode;
  onSubmit(): void;
  onClose(): void;
}

/**
 * A small form in a dialog (share, rename, disconnect, delete account): its fields, a failure line, Cancel and
 * the submit button; Enter submits, Escape closes, the field marked `data-autofocus` has the focus.
 */
export function FormDialog(props: FormDialogProps) {
  const { opened, title, submit, cancel, danger = false, busy, failure, children, onSubmit, onClose } = props;
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={DIALOG_WIDTHS.action}
      centered
      closeOnClickOutside={!busy}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        aria-label={title}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          {failure && (
            <Text size="sm" c="red" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {cancel}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={busy}>
              {submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
