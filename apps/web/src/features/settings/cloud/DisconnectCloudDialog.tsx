import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormCheckedAfterSubmit } from '../../../ui/useFormCheckedAfterSubmit.ts';
import { ACTION_DIALOG_WIDTH } from '../servers/RestartDialog.tsx';

interface DisconnectCloudDialogProps {
  opened: boolean;
  cloudName: string;
  busy: boolean;
  /** 'Wrong password' or the server's message. */
  error: string | null;
  onConfirm(password: string): void;
  onClose(): void;
}

/** "Disconnect" (spec 000 §6): disconnecting needs the current user's password. */
export function DisconnectCloudDialog({
  opened,
  cloudName,
  busy,
  error,
  onConfirm,
  onClose,
}: DisconnectCloudDialogProps) {
  const { t } = useTranslation('settings');
  const form = useFormCheckedAfterSubmit({
    initialValues: { password: '' },
    validate: { password: (v) => (v === '' ? t('cloud.disconnect.passwordRequired') : null) },
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
      title={t('cloud.disconnect.title', { cloud: cloudName })}
      size={ACTION_DIALOG_WIDTH}
      centered
      closeOnClickOutside={!busy}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={form.onSubmit((v) => onConfirm(v.password))} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('cloud.disconnect.text', { cloud: cloudName })}</Text>
          <PasswordInput
            label={t('cloud.disconnect.password')}
            {...password}
            error={required ?? error}
            autoComplete="current-password"
            data-autofocus
            required
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('cloud.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('cloud.disconnect.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
