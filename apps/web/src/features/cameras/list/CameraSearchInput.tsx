import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@argus/contract';
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchDebouncer } from '../../settings/users/search-debounce.ts';

/**
 * The filter box of the camera list: keeps its own text and hands it on debounced (SEARCH_DEBOUNCE_MS);
 * Enter applies at once, Escape clears. Remount it (a new `key`) to empty it.
 */
export function CameraSearchInput({ onSearch }: { onSearch(text: string): void }) {
  const { t } = useTranslation('cameras');
  const [text, setText] = useState('');
  const debouncer = useMemo(() => searchDebouncer(onSearch, SEARCH_DEBOUNCE_MS), [onSearch]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);
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
      onChange={(e) => {
        setText(e.currentTarget.value);
        debouncer.input(e.currentTarget.value);
      }}
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
