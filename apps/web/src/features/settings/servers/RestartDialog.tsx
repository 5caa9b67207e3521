import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormCheckedAfterSubmit } from '../../../ui/useFormCheckedAfterSubmit.ts';

export const ACTION_DIALOG_WIDTH = 448;

interface RestartDialogProps {
  opened: boolean;
  serverName: string;
  busy: boolean;
  /** 'Wrong password' or the server's message. */
  error: string | null;
  onConfirm(password: string): void;
  onClose(): void;
}

/** Restarting a server needs the current user's password (spec 000 §6). */
export function RestartDialog({ opened, serverName, busy, error, onConfirm, onClose }: RestartDialogProps) {
  const { t } = useTranslation('servers');
  const form = useFormCheckedAfterSubmit({
    initialValues: { password: '' },
    validate: { password: (password) => (password === '' ? t('restart.passwordRequired') : null) },
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
      title={t('restart.title')}
      size={ACTION_DIALOG_WIDTH}
      centered
      closeOnClickOutside={!busy}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={form.onSubmit((values) => onConfirm(values.password))} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('restart.text', { name: serverName })}</Text>
          <PasswordInput
            label={t('restart.password')}
            {...password}
            error={required ?? error}
            autoComplete="current-password"
            data-autofocus
            required
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('restart.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('restart.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
