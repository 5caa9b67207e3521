import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A count in the reader's language (`en_US` → 10,001; `de_DE` → 10.001). */
export function useCountFormat(): (n: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language.replace('_', '-');
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale);
    return (n: number) => format.format(n);
  }, [locale]);
}

/** How many users the list holds, or how many of them match the search; announced as it changes. */
export function UserListCount({
  shown,
  total,
  searching,
}: {
  shown: number;
  total: number;
  searching: boolean;
}) {
  const { t } = useTranslation('users');
  const format = useCountFormat();
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="users-count" style={{ whiteSpace: 'nowrap' }}>
      {searching
        ? t('list.matches', { count: total, shown: format(shown), total: format(total) })
        : t('list.count', { count: total, total: format(total) })}
    </Text>
  );
}

/** No users at all, or none matching the search (with a way back to all of them). */
export function UserListEmpty({ search, onClearSearch }: { search: string; onClearSearch(): void }) {
  const { t } = useTranslation('users');
  return (
    <Paper withBorder>
      <Stack align="center" gap="xs" py="xl" px="md" data-testid="users-empty">
        <IconUsers size={32} opacity={0.5} aria-hidden />
        <Text c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {search ? t('list.noMatch', { search }) : t('list.empty')}
        </Text>
        {search && (
          <Button variant="light" size="xs" onClick={onClearSearch}>
            {t('list.clearSearch')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
