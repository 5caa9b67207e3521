import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useFormCheckedAfterSubmit } from '../../ui/useFormCheckedAfterSubmit.ts';

export const ACTION_DIALOG_WIDTH = 448;

/** The texts of one password-confirmed action. */
export interface PasswordConfirmTexts {
  title: string;
  text: string;
  password: string;
  passwordRequired: string;
  cancel: string;
  confirm: string;
  close: string;
}

export interface PasswordConfirmDialogProps {
  opened: boolean;
  texts: PasswordConfirmTexts;
  busy: boolean;
  /** 'Wrong password' or the server's message. */
  error: string | null;
  onConfirm(password: string): void;
  onClose(): void;
}

/**
 * An action that needs the current user's password (spec 000 §6: restart, disconnect, ...): the text, the
 * password, Cancel and a red confirm button. A new dialog starts empty.
 */
export function PasswordConfirmDialog({
  opened,
  texts,
  busy,
  error,
  onConfirm,
  onClose,
}: PasswordConfirmDialogProps) {
  const form = useFormCheckedAfterSubmit({
    initialValues: { password: '' },
    validate: { password: (password) => (password === '' ? texts.passwordRequired : null) },
  });
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new dialog starts empty
  useEffect(() => {
    if (opened) reset();
  }, [opened]);
  const { error: required, ...password } = form.getInputProps('password');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={texts.title}
      size={ACTION_DIALOG_WIDTH}
      centered
      closeOnClickOutside={!busy}
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      <form onSubmit={form.onSubmit((values) => onConfirm(values.password))} noValidate>
        <Stack gap="sm">
          <Text size="sm">{texts.text}</Text>
          <PasswordInput
            label={texts.password}
            {...password}
            error={required ?? error}
            autoComplete="current-password"
            data-autofocus
            required
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {texts.cancel}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
