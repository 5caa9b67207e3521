import type { UserModel, UserRoleModel } from '@argus/contract/mediaserver';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withFocusedRow } from './row-navigation.ts';
import { UserCardList } from './UserCardList.tsx';
import type { UserRowActions } from './UserRowParts.tsx';
import { UserTableView } from './UserTableView.tsx';
import { observeViewRect, useElementWidth, useListScroller, useScrollMargin } from './useListViewport.ts';
import { useRowNavigation } from './useRowNavigation.ts';
import { cardHeightRem, LIST_METRICS_STYLE, remPx, rowHeightRem } from './user-list-metrics.ts';
import { userListTexts } from './user-list-texts.ts';
import type { ListedUser } from './user-search.ts';

/** Below this width of the list the rows reflow into cards (the table's columns would not fit). */
export const CARD_LAYOUT_BELOW_PX = 720;
/** Rows rendered beyond each edge of the view, so a quick scroll or Tab does not land on a blank. */
const OVERSCAN_ROWS = 6;

export interface UsersTableProps {
  /** The users to show, in order (already searched). */
  rows: readonly ListedUser[];
  roles: readonly UserRoleModel[];
  actor: UserModel;
  actions: UserRowActions;
  /** Ids with a change in flight. */
  busyIds: ReadonlySet<string>;
  /** Enabled states asked for and not yet confirmed. */
  pendingEnabled: ReadonlyMap<string, boolean>;
}

/**
 * The user list, virtualised: only the rows in view (and a few around) are in the document, however many
 * users there are. A table with a sticky header row where it fits, cards on narrow screens. It scrolls with
 * the page's scrolling container; outside one, in its own box.
 */
export const UsersTable = memo(function UsersTable({ rows, ...rest }: UsersTableProps) {
  const { t } = useTranslation('users');
  const texts = useMemo(() => userListTexts(t), [t]);
  const wrapper = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLTableSectionElement & HTMLUListElement>(null);
  const focusedRow = useRef<number | null>(null);
  const scroller = useListScroller(wrapper);
  const width = useElementWidth(wrapper);
  const cards = width > 0 && width < CARD_LAYOUT_BELOW_PX;
  const listStart = useScrollMargin(scroller, body, width);
  const px = useMemo(remPx, []);
  const rowPx = rowHeightRem() * px;

  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count: rows.length,
    getScrollElement: () => scroller?.element ?? null,
    estimateSize: useCallback(
      (index: number) => (cards ? cardHeightRem((rows[index] as ListedUser).user) * px : rowPx),
      [cards, rows, px, rowPx],
    ),
    getItemKey: useCallback((index: number) => (rows[index] as ListedUser).user.id, [rows]),
    overscan: OVERSCAN_ROWS,
    scrollMargin: listStart,
    // The sticky header row covers the top of the view.
    scrollPaddingStart: cards ? 0 : rowPx,
    rangeExtractor: useCallback(
      (range: Range) => withFocusedRow(defaultRangeExtractor(range), focusedRow.current, range.count),
      [],
    ),
    observeElementRect: observeViewRect,
  });
  const navigation = useRowNavigation(virtualizer, rows, body, rowPx, focusedRow);

  const View = cards ? UserCardList : UserTableView;
  return (
    <div
      ref={wrapper}
      style={{ ...LIST_METRICS_STYLE, ...(scroller?.own ? { maxHeight: '70vh', overflowY: 'auto' } : {}) }}
      data-layout={cards ? 'cards' : 'table'}
    >
      <View
        rows={rows}
        items={virtualizer.getVirtualItems()}
        listStart={listStart}
        listSize={virtualizer.getTotalSize()}
        bodyRef={body}
        onKeyDown={navigation.onKeyDown}
        onFocus={navigation.onFocus}
        texts={texts}
        {...rest}
      />
    </div>
  );
});
