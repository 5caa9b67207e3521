import { formatDuration } from '@argus/contract';
import type { BookmarkModel } from '@argus/contract/mediaserver';
import { ActionIcon, Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../timeline/date-values.ts';

export interface BookmarkRowProps {
  bookmark: BookmarkModel;
  locale: string;
  onOpen(bookmark: BookmarkModel): void;
  /** Without GlobalManageBookmarksPermission there is no delete button. */
  onRemove?(bookmark: BookmarkModel): void;
}

/**
 * One bookmark: its name, when and how long, its tags and description; choosing it seeks to its start. The
 * button is named by what it shows, after a hidden "Play bookmark", so its name holds its visible text
 * (WCAG 2.5.3, axe `label-content-name-mismatch`).
 */
export const BookmarkRow = memo(function BookmarkRow({
  bookmark,
  locale,
  onOpen,
  onRemove,
}: BookmarkRowProps) {
  const { t } = useTranslation('view');
  return (
    <Group
      component="li"
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      data-testid="bookmark-row"
      data-bookmark-id={bookmark.id}
    >
      <UnstyledButton
        onClick={() => onOpen(bookmark)}
        style={{ flex: 1, minWidth: 0, borderRadius: 'var(--mantine-radius-sm)' }}
        p={6}
      >
        <VisuallyHidden>{t('bookmarks.open')} </VisuallyHidden>
        <Stack gap={2}>
          <Text size="sm" fw={500} truncate>
            {bookmark.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(bookmark.startTimeMs, locale)} · {formatDuration(bookmark.durationMs, { locale })}
          </Text>
          {bookmark.description && (
            <Text size="xs" lineClamp={2}>
              {bookmark.description}
            </Text>
          )}
          {bookmark.tags.length > 0 && (
            <Group gap={4}>
              {bookmark.tags.map((tag) => (
                <Badge key={tag} size="xs" variant="light" color="gray">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </UnstyledButton>
      {onRemove && (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('bookmarks.remove', { name: bookmark.name })}
          onClick={() => onRemove(bookmark)}
          mt={6}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
});
