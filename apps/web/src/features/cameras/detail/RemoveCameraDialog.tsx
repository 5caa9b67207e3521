import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSystemPaths } from '../../../app/scope/useSystemPaths.ts';
import { notify } from '../../../ui/notify.ts';
import { apiErrorText } from '../../settings/api-error-text.ts';
import { useRemoveCamera } from '../cameras.api.ts';

/** Confirms removing a camera; afterwards the Cameras page shows. */
export function RemoveCameraDialog({
  camera,
  opened,
  onClose,
}: {
  camera: { id: string; name: string };
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('cameras');
  const navigate = useNavigate();
  const paths = useSystemPaths();
  const remove = useRemoveCamera();
  const confirm = async () => {
    try {
      await remove.mutateAsync(camera.id);
      notify.success(t('detail.remove.done', { name: camera.name }));
      onClose();
      navigate(paths.settings('cameras'));
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('detail.remove.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="sm">
        <Text>{t('detail.remove.text', { name: camera.name })}</Text>
        {remove.error && (
          <Alert color="red" role="alert">
            {apiErrorText(remove.error, t('detail.remove.failed'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('detail.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            {t('detail.remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
