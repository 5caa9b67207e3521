import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BOOKMARK_ORDERS, type BookmarkOrder, type BookmarkSearch, isFiltering } from './bookmark-search.ts';

export interface BookmarkFiltersProps {
  /** The search as typed (the text is sent to the server a moment after typing stops). */
  search: BookmarkSearch;
  tags: readonly string[];
  cameras: readonly { value: string; label: string }[];
  onChange(search: BookmarkSearch): void;
  onClear(): void;
}

/** The Bookmarks page's search: text, tags, cameras, days and order, and a way back to everything. */
export function BookmarkFilters({ search, tags, cameras, onChange, onClear }: BookmarkFiltersProps) {
  const { t } = useTranslation('bookmarks');
  const set = (change: Partial<BookmarkSearch>) => onChange({ ...search, ...change });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('filters.label')}>
      <TextInput
        type="search"
        label={t('filters.text')}
        placeholder={t('filters.textPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search.text}
        onChange={(e) => set({ text: e.currentTarget.value })}
        w={{ base: '100%', sm: 220 }}
        data-testid="bookmarks-search"
      />
      <MultiSelect
        label={t('filters.tags')}
        placeholder={search.tags.length ? undefined : t('filters.anyTag')}
        data={[...new Set([...tags, ...search.tags])]}
        value={[...search.tags]}
        onChange={(value) => set({ tags: value })}
        searchable
        clearable
        nothingFoundMessage={t('filters.noTags')}
        w={{ base: '100%', sm: 200 }}
        data-testid="bookmarks-tags"
      />
      <MultiSelect
        label={t('filters.cameras')}
        placeholder={search.cameraIds.length ? undefined : t('filters.anyCamera')}
        data={[...cameras]}
        value={[...search.cameraIds]}
        onChange={(value) => set({ cameraIds: value })}
        searchable
        clearable
        w={{ base: '100%', sm: 220 }}
        data-testid="bookmarks-cameras"
      />
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        label={t('filters.days')}
        placeholder={t('filters.anyDay')}
        // Mantine's placeholder grey is below AA on a text it draws itself (not a ::placeholder).
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        value={[search.fromDay, search.toDay]}
        onChange={([from, to]) => set({ fromDay: from, toDay: to ?? from })}
        clearable
        maxDate={new Date()}
        w={{ base: '100%', sm: 240 }}
        data-testid="bookmarks-days"
      />
      <Select
        label={t('filters.order')}
        data={BOOKMARK_ORDERS.map((value) => ({ value, label: t(`order.${value}`) }))}
        value={search.order}
        onChange={(value) => value && set({ order: value as BookmarkOrder })}
        allowDeselect={false}
        w={{ base: '100%', sm: 170 }}
        data-testid="bookmarks-order"
      />
      {isFiltering(search) && (
        <Button variant="subtle" onClick={onClear} data-testid="bookmarks-clear">
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
