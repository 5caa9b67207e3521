import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@argus/contract';
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchDebouncer } from './search-debounce.ts';

export interface UserSearchInputProps {
  /** Receives the search to apply, debounced (SEARCH_DEBOUNCE_MS); '' when cleared. Keep it stable. */
  onSearch(text: string): void;
}

/**
 * The search box of the user list. It keeps its own text, so a keystroke re-renders only the box, and hands
 * the text on debounced; Enter applies at once, Escape clears. Remount it (a new `key`) to empty it.
 */
export function UserSearchInput({ onSearch }: UserSearchInputProps) {
  const { t } = useTranslation('users');
  const [text, setText] = useState('');
  const debouncer = useMemo(() => searchDebouncer(onSearch, SEARCH_DEBOUNCE_MS), [onSearch]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  const change = (next: string) => {
    setText(next);
    debouncer.input(next);
  };
  const clear = () => {
    debouncer.cancel();
    setText('');
    onSearch('');
  };

  return (
    <TextInput
      type="search"
      aria-label={t('list.search')}
      placeholder={t('list.search')}
      leftSection={<IconSearch size={16} />}
      rightSection={text ? <CloseButton aria-label={t('list.clearSearch')} onClick={clear} /> : null}
      value={text}
      maxLength={SEARCH_MAX_LENGTH}
      onChange={(e) => change(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') debouncer.flush();
        if (e.key === 'Escape' && text) {
          e.preventDefault();
          clear();
        }
      }}
      style={{ flex: '1 1 240px', maxWidth: 420 }}
    />
  );
}
