import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_DIALOG_WIDTH } from './ShareSystemDialog.tsx';
import { type SystemActionFailure, systemActionFailure } from './system-failures.ts';
import { useDisconnectSystem } from './system-sharing.api.ts';
import type { CloudSystem } from './systems.api.ts';

export interface DisconnectSystemDialogProps {
  opened: boolean;
  system: CloudSystem;
  onDisconnected(): void;
  onClose(): void;
}

/**
 * Disconnects the system from the cloud (owner, cloud-api §5.7): the password is required (spec 000 §6), the
 * system and every share of it are gone afterwards.
 */
export function DisconnectSystemDialog({
  opened,
  system,
  onDisconnected,
  onClose,
}: DisconnectSystemDialogProps) {
  const { t } = useTranslation('cloudSystems');
  const disconnect = useDisconnectSystem(system.id);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<SystemActionFailure | null>(null);

  useEffect(() => {
    if (!opened) return;
    setPassword('');
    setSubmitted(false);
    setFailure(null);
  }, [opened]);

  const passwordError = (() => {
    if (failure?.key === 'failures.wrongPassword') return t(failure.key);
    if (submitted && password === '') return t('disconnect.passwordRequired');
    return null;
  })();

  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    if (password === '') return;
    try {
      await disconnect.mutateAsync(password);
    } catch (error) {
      setFailure(systemActionFailure(error, 'disconnect'));
      setPassword('');
      return;
    }
    onDisconnected();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('disconnect.title')}
      size={SYSTEM_DIALOG_WIDTH}
      centered
      closeOnClickOutside={!disconnect.isPending}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form
        aria-label={t('disconnect.title')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('disconnect.text', { name: system.name })}</Text>
          <PasswordInput
            label={t('disconnect.password')}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setFailure(null);
            }}
            error={passwordError}
            autoComplete="current-password"
            maxLength={255}
            required
            data-autofocus
          />
          {failure && failure.key !== 'failures.wrongPassword' && (
            <Text size="sm" c="red" role="alert">
              {t(failure.key)}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={disconnect.isPending}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" color="red" loading={disconnect.isPending}>
              {t('disconnect.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
