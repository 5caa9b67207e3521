import { Alert, Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../settings/api-error-text.ts';
import { useChangeDevice } from '../schedule/device.api.ts';

/**
 * "Update camera credentials" (spec 000 §2): the login and password the server uses for the camera. Saving
 * makes the server check the camera at once; the page then follows its status (`onSaved`).
 */
export function CredentialsDialog({
  cameraId,
  opened,
  initialUser,
  onClose,
  onSaved,
}: {
  cameraId: string;
  opened: boolean;
  initialUser: string;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('cameras');
  const change = useChangeDevice();
  const [user, setUser] = useState(initialUser);
  const [password, setPassword] = useState('');
  const close = () => {
    change.reset();
    setPassword('');
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await change.mutateAsync({ id: cameraId, changes: { credentials: { user: user.trim(), password } } });
      setPassword('');
      onSaved();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('detail.credentials.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          <TextInput
            label={t('detail.credentials.login')}
            value={user}
            onChange={(e) => setUser(e.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <PasswordInput
            label={t('detail.credentials.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="new-password"
          />
          {change.error && (
            <Alert color="red" role="alert">
              {apiErrorText(change.error, t('detail.credentials.failed'))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('detail.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t('detail.credentials.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
