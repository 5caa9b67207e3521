import { Button, Code, Paper, Stack, Text } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** How many cameras the list holds, or how many match the filter; announced as it changes. */
export function CameraListCount({
  shown,
  total,
  searching,
}: {
  shown: number;
  total: number;
  searching: boolean;
}) {
  const { t, i18n } = useTranslation('cameras');
  const format = new Intl.NumberFormat(i18n.language.replace('_', '-')).format;
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="cameras-count" style={{ whiteSpace: 'nowrap' }}>
      {searching
        ? t('list.matches', { count: total, shown: format(shown), total: format(total) })
        : t('list.count', { count: total, total: format(total) })}
    </Text>
  );
}

/** No cameras at all (how to add one), or none matching the filter (with a way back to all of them). */
export function CameraListEmpty({
  search,
  canAdd,
  onClearSearch,
}: {
  search: string;
  canAdd: boolean;
  onClearSearch(): void;
}) {
  const { t } = useTranslation('cameras');
  return (
    <Paper withBorder>
      <Stack align="center" gap="xs" py="xl" px="md" data-testid="cameras-empty">
        <IconVideoOff size={32} opacity={0.5} aria-hidden />
        {search ? (
          <>
            <Text c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
              {t('list.noMatch', { search })}
            </Text>
            <Button variant="light" size="xs" onClick={onClearSearch}>
              {t('list.clearSearch')}
            </Button>
          </>
        ) : (
          <>
            <Text fw={500} ta="center">
              {t('list.empty')}
            </Text>
            <Text c="dimmed" ta="center" size="sm" maw={520}>
              {canAdd ? t('list.emptyHowTo') : t('list.emptyViewer')}
            </Text>
            {canAdd && (
              <Text c="dimmed" ta="center" size="sm">
                {t('list.emptyTestCamera')} <Code>npm run testcamera</Code>
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
