import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemPaths } from '../../../app/scope/useSystemPaths.ts';
import { usePermissions } from '../../auth/usePermissions.ts';
import { useCameraCounts } from '../../cameras/cameras.api.ts';

/**
 * Right after setup the system has no camera: General says what to do next, for those who may add one. It
 * goes once the first camera is there (the header's camera count, the same cached list). "Add" opens the
 * Cameras page with its add dialog open.
 */
export function FirstCameraCard() {
  const { t } = useTranslation('settings');
  const { can } = usePermissions();
  const counts = useCameraCounts();
  const paths = useSystemPaths();
  if (!can('editCameras') || counts.data?.total !== 0) return null;
  return (
    <Paper withBorder p="md" mb="lg" data-testid="first-camera">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('general.firstCamera.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('general.firstCamera.text')}
          </Text>
        </Stack>
        <Button component={Link} to={paths.addCamera()} leftSection={<IconPlus size={16} />}>
          {t('general.firstCamera.add')}
        </Button>
      </Group>
    </Paper>
  );
}
