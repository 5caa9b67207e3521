import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (opened) {
      setPassword('');
      setTouched(false);
    }
  }, [opened]);
  const required = touched && password === '' ? t('restart.passwordRequired') : null;
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
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (password !== '') onConfirm(password);
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">{t('restart.text', { name: serverName })}</Text>
          <PasswordInput
            label={t('restart.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
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
