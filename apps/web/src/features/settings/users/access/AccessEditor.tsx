import { SEARCH_DEBOUNCE_MS } from '@argus/contract';
import { Alert, Button, Checkbox, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api-error-text.ts';
import { rowAfterKey, withFocusedRow } from '../row-navigation.ts';
import { useCountFormat } from '../UserListStatus.tsx';
import { observeViewRect } from '../useListViewport.ts';
import { remPx } from '../user-list-metrics.ts';
import classes from './AccessEditor.module.css';
import { useAccessResources } from './access.api.ts';
import {
  type AccessRow,
  type AccessTree,
  accessIds,
  accessIndexOf,
  accessTreeOf,
  groupState,
  selectedCounts,
  withIds,
} from './access-tree.ts';

const ROW_REM = 2.25;
const OVERSCAN_ROWS = 10;

export interface AccessEditorProps {
  /** The ids the user may see (`accessibleResources`). */
  value: readonly string[];
  onChange(ids: string[]): void;
  disabled?: boolean;
}

/**
 * Which cameras and layouts a user may see (issue 19): the cameras grouped by server and the shared layouts in
 * one searchable, virtualised list of checkboxes (a server's checkbox selects its cameras), with select all /
 * none for what the search shows and counts of what is selected. Arrow keys, Page Up/Down, Home and End move
 * between rows; Space ticks.
 */
export function AccessEditor({ value, onChange, disabled }: AccessEditorProps) {
  const { t } = useTranslation('userAccess');
  const resources = useAccessResources();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // Sorted and grouped once per list (the camera list is read again every few seconds); filtered per search.
  const index = useMemo(
    () =>
      resources.data
        ? accessIndexOf(
            resources.data.cameras,
            resources.data.servers,
            resources.data.layouts,
            t('unknownServer'),
          )
        : null,
    [resources.data, t],
  );
  const tree = useMemo(() => (index ? accessTreeOf(index, debounced) : null), [index, debounced]);
  const selected = useMemo(() => new Set(value), [value]);
  const set = (ids: readonly string[], on: boolean) => onChange(accessIds(withIds(selected, ids, on)));

  return (
    <Stack gap={6} data-testid="access-editor" role="group" aria-labelledby="access-editor-title">
      <div>
        <Text fw={500} size="sm" id="access-editor-title">
          {t('title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('description')}
        </Text>
      </div>
      {resources.error ? (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          {apiErrorText(resources.error, t('loadFailed'))}
          <div>
            <Button mt="xs" size="xs" variant="light" color="red" onClick={resources.retry}>
              {t('retry')}
            </Button>
          </div>
        </Alert>
      ) : !tree ? (
        <Stack gap={4} aria-busy="true" data-testid="access-loading">
          <Skeleton h={32} />
          <Skeleton h={160} />
        </Stack>
      ) : (
        <>
          <Group gap="xs" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 14rem' }}
              leftSection={<IconSearch size={16} aria-hidden />}
              aria-label={t('search')}
              placeholder={t('search')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && search !== '') {
                  e.stopPropagation();
                  setSearch('');
                }
              }}
            />
            <Button
              variant="default"
              size="sm"
              disabled={disabled || tree.shownIds.length === 0}
              onClick={() => set(tree.shownIds, true)}
            >
              {debounced.trim() === '' ? t('selectAll') : t('selectShown')}
            </Button>
            <Button
              variant="default"
              size="sm"
              disabled={disabled || tree.shownIds.length === 0}
              onClick={() => set(tree.shownIds, false)}
            >
              {debounced.trim() === '' ? t('selectNone') : t('clearShown')}
            </Button>
          </Group>
          <Counts tree={tree} selected={selected} />
          {tree.rows.length === 0 ? (
            <Text size="sm" c="dimmed" py="sm" data-testid="access-empty">
              {debounced.trim() === '' ? t('empty') : t('noMatch', { search: debounced.trim() })}
            </Text>
          ) : (
            <AccessList tree={tree} selected={selected} disabled={disabled} onSet={set} />
          )}
        </>
      )}
    </Stack>
  );
}

function Counts({ tree, selected }: { tree: AccessTree; selected: ReadonlySet<string> }) {
  const { t } = useTranslation('userAccess');
  const format = useCountFormat();
  const c = selectedCounts(tree, selected);
  return (
    <Text size="sm" aria-live="polite" data-testid="access-counts">
      {t('cameraCount', {
        count: c.totalCameras,
        selected: format(c.cameras),
        total: format(c.totalCameras),
      })}
      {' · '}
      {t('layoutCount', {
        count: c.totalLayouts,
        selected: format(c.layouts),
        total: format(c.totalLayouts),
      })}
    </Text>
  );
}

interface AccessListProps {
  tree: AccessTree;
  selected: ReadonlySet<string>;
  disabled: boolean | undefined;
  onSet(ids: readonly string[], on: boolean): void;
}

function AccessList({ tree, selected, disabled, onSet }: AccessListProps) {
  const { t } = useTranslation('userAccess');
  const format = useCountFormat();
  const box = useRef<HTMLDivElement>(null);
  const rowPx = useMemo(() => ROW_REM * remPx(), []);
  const { rows } = tree;
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, rows.length - 1);
  const focusPending = useRef(false);
  // The row keyboard focus is on stays rendered however far the list scrolls, so Tab always finds it.
  const rangeExtractor = useCallback(
    (range: Range) => withFocusedRow(defaultRangeExtractor(range), activeIndex, rows.length),
    [activeIndex, rows.length],
  );
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: rows.length,
    getScrollElement: () => box.current,
    estimateSize: useCallback(() => rowPx, [rowPx]),
    getItemKey: useCallback((index: number) => (rows[index] as AccessRow).key, [rows]),
    overscan: OVERSCAN_ROWS,
    rangeExtractor,
    observeElementRect: observeViewRect,
  });

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    box.current?.querySelector<HTMLInputElement>(`[data-row-index="${activeIndex}"] input`)?.focus();
  });

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const page = Math.floor((box.current?.clientHeight ?? rowPx) / rowPx) - 1;
    const next = rowAfterKey(e.key, activeIndex, rows.length, page);
    if (next === null) return;
    e.preventDefault();
    focusPending.current = true;
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  return (
    <div ref={box} className={classes.box} data-testid="access-list">
      <ul
        aria-label={t('listLabel')}
        className={classes.list}
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index] as AccessRow;
          const group = row.kind === 'group';
          const state = group ? groupState(row.ids, selected) : null;
          const label = group ? (row.group === 'layouts' ? t('layoutsGroup') : row.label) : row.label;
          return (
            <li
              key={row.key}
              className={`${classes.row} ${group ? classes.group : classes.member}`}
              style={{ top: item.start, height: rowPx }}
              data-row-index={item.index}
              data-access-id={group ? undefined : row.id}
            >
              <Checkbox
                className={classes.check}
                size="sm"
                tabIndex={item.index === activeIndex ? 0 : -1}
                onFocus={() => setActive(item.index)}
                checked={group ? state === 'all' : selected.has(row.id)}
                indeterminate={state === 'some'}
                disabled={disabled}
                onChange={(e) => onSet(group ? row.ids : [row.id], e.currentTarget.checked)}
                label={
                  group
                    ? t('groupLabel', { name: label, count: row.ids.length, items: format(row.ids.length) })
                    : label
                }
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
