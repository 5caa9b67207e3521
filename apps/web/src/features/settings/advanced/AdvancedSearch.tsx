import { CloseButton, Group, Kbd, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from './advanced-search.ts';
import { useSlashToFocus } from './useSlashToFocus.ts';

interface AdvancedSearchProps {
  value: string;
  onChange(value: string): void;
  /** Settings shown for the (debounced) search, and all settings. */
  shown: number;
  total: number;
  /** Whether a search is applied. */
  searching: boolean;
}

/** The search box of the Advanced page (`/` focuses it, Escape clears it) and how many settings match. */
export function AdvancedSearch({ value, onChange, shown, total, searching }: AdvancedSearchProps) {
  const { t } = useTranslation('settings');
  const input = useRef<HTMLInputElement>(null);
  useSlashToFocus(input);
  return (
    <Group align="center" gap="md" wrap="wrap" mb="md">
      <TextInput
        ref={input}
        type="search"
        aria-label={t('advanced.search')}
        aria-describedby="advanced-search-count"
        placeholder={t('advanced.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        rightSection={
          value ? (
            <CloseButton aria-label={t('advanced.clearSearch')} onClick={() => onChange('')} />
          ) : (
            <Kbd size="xs" aria-hidden>
              /
            </Kbd>
          )
        }
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onChange('');
          }
        }}
        style={{ flex: '1 1 280px' }}
        maw={560}
      />
      <Text id="advanced-search-count" size="sm" c="dimmed" aria-live="polite" data-testid="advanced-count">
        {searching
          ? t('advanced.matchCount', { count: shown, total })
          : t('advanced.count', { count: total })}
      </Text>
    </Group>
  );
}
