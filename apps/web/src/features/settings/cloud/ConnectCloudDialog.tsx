import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormCheckedAfterSubmit } from '../../../ui/useFormCheckedAfterSubmit.ts';
import { ACTION_DIALOG_WIDTH } from '../PasswordConfirmDialog.tsx';
import type { ConnectInput } from './cloud-link.api.ts';

interface ConnectCloudDialogProps {
  opened: boolean;
  cloudName: string;
  /** The name the system has now: the cloud system's name unless changed. */
  systemName: string;
  busy: boolean;
  error: string | null;
  onConnect(input: ConnectInput): void;
  onClose(): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Connect local to cloud" (spec 000 §6): the cloud account's e-mail and password and the system's name. */
export function ConnectCloudDialog({
  opened,
  cloudName,
  systemName,
  busy,
  error,
  onConnect,
  onClose,
}: ConnectCloudDialogProps) {
  const { t } = useTranslation('settings');
  const form = useFormCheckedAfterSubmit({
    initialValues: { email: '', password: '', name: systemName },
    validate: {
      email: (v) =>
        v.trim() === ''
          ? t('cloud.connect.emailRequired')
          : EMAIL.test(v.trim())
            ? null
            : t('cloud.connect.emailInvalid'),
      password: (v) => (v === '' ? t('cloud.connect.passwordRequired') : null),
      name: (v) => (v.trim() === '' ? t('cloud.connect.nameRequired') : null),
    },
  });
  const { setValues, reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new dialog starts from the system's name
  useEffect(() => {
    if (!opened) return;
    reset();
    setValues({ email: '', password: '', name: systemName });
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('cloud.connect.title', { cloud: cloudName })}
      size={ACTION_DIALOG_WIDTH}
      centered
      closeOnClickOutside={!busy}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form
        onSubmit={form.onSubmit((v) =>
          onConnect({ email: v.email.trim(), password: v.password, name: v.name.trim() }),
        )}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">{t('cloud.connect.text', { cloud: cloudName })}</Text>
          <TextInput
            label={t('cloud.connect.email')}
            type="email"
            autoComplete="username"
            data-autofocus
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('cloud.connect.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <TextInput
            label={t('cloud.connect.name')}
            required
            maxLength={255}
            {...form.getInputProps('name')}
          />
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('cloud.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('cloud.connect.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
