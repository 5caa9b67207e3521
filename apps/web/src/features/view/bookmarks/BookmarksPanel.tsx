import { SERVER_SEARCH_DEBOUNCE_MS } from '@argus/contract';
import type { BookmarkModel } from '@argus/contract/mediaserver';
import { Chip, Group, Loader, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../settings/api-error-text.ts';
import { BookmarkRow } from './BookmarkRow.tsx';
import { useBookmarkTags, useCameraBookmarks } from './bookmarks.api.ts';
import { RemoveBookmarkDialog } from './RemoveBookmarkDialog.tsx';

/** Tags offered as filters: the most used ones. */
const TAG_FILTERS = 12;

export interface BookmarksPanelProps {
  cameraId: string;
  canManage: boolean;
  locale: string;
  onOpen(bookmark: BookmarkModel): void;
}

/**
 * The camera's bookmarks (GlobalViewBookmarksPermission): search by text (name, description or tag) and by
 * tags, latest first; choosing one seeks to it. Managers may delete them.
 */
export function BookmarksPanel({ cameraId, canManage, locale, onOpen }: BookmarksPanelProps) {
  const { t } = useTranslation('view');
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, SERVER_SEARCH_DEBOUNCE_MS);
  const [tags, setTags] = useState<string[]>([]);
  const list = useCameraBookmarks(cameraId, { text: search, tags }, true);
  const tagList = useBookmarkTags(true);
  const [removing, setRemoving] = useState<BookmarkModel | null>(null);
  const bookmarks = list.data ?? [];
  const filtering = search.trim() !== '' || tags.length > 0;
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-labelledby="bookmarks-title"
      data-testid="bookmarks-panel"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id="bookmarks-title">
            {t('bookmarks.title')}
          </Title>
          {list.isFetching && <Loader size="xs" aria-label={t('bookmarks.loading')} />}
        </Group>
        <TextInput
          type="search"
          size="xs"
          aria-label={t('bookmarks.search')}
          placeholder={t('bookmarks.search')}
          leftSection={<IconSearch size={14} aria-hidden />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        {(tagList.data?.length ?? 0) > 0 && (
          <Chip.Group multiple value={tags} onChange={setTags}>
            <Group gap={4} role="group" aria-label={t('bookmarks.tagFilter')}>
              {tagList.data?.slice(0, TAG_FILTERS).map((tag) => (
                <Chip key={tag} value={tag} size="xs" variant="outline">
                  {tag}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        {list.isError ? (
          <Text size="sm" c="red" role="alert">
            {apiErrorText(list.error, t('bookmarks.loadFailed'))}
          </Text>
        ) : bookmarks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {list.isPending
              ? t('bookmarks.loading')
              : filtering
                ? t('bookmarks.noMatch')
                : t('bookmarks.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack
              component="ul"
              gap={2}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('bookmarks.title')}
            >
              {bookmarks.map((b) => (
                <BookmarkRow
                  key={b.id}
                  bookmark={b}
                  locale={locale}
                  onOpen={onOpen}
                  onRemove={canManage ? setRemoving : undefined}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
      <RemoveBookmarkDialog bookmark={removing} onClose={() => setRemoving(null)} />
    </Paper>
  );
}
