import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemPaths } from '../../app/scope/useSystemPaths.ts';

/** No camera to watch: how to add one (a link to Cameras for those who may), or whom to ask. */
export function EmptyView({ canAddCameras }: { canAddCameras: boolean }) {
  const { t } = useTranslation('view');
  const paths = useSystemPaths();
  return (
    <Paper withBorder maw={640} mx="auto" mt="xl">
      <Stack align="center" gap="sm" py="xl" px="md" data-testid="view-empty">
        <IconVideoOff size={36} opacity={0.5} aria-hidden />
        <Title order={1} size="h3" ta="center">
          {t('empty.title')}
        </Title>
        <Text c="dimmed" ta="center" size="sm">
          {canAddCameras ? t('empty.howTo') : t('empty.askAdmin')}
        </Text>
        {canAddCameras && (
          <Button component={Link} to={paths.settings('cameras')} data-testid="view-empty-add">
            {t('empty.openCameras')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
