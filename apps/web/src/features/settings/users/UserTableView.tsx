import { Paper, Table, VisuallyHidden } from '@mantine/core';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { FocusEventHandler, KeyboardEventHandler, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_COLUMNS, type UserListItemProps, UserTableRow } from './UserTableRow.tsx';
import type { ListedUser } from './user-search.ts';
import { withGaps } from './virtual-rows.ts';

export interface VirtualListProps
  extends Omit<UserListItemProps, 'entry' | 'index' | 'busy' | 'pendingEnabled'> {
  rows: readonly ListedUser[];
  items: readonly VirtualItem[];
  /** Where the list starts in its scroller, and its whole height. */
  listStart: number;
  listSize: number;
  busyIds: ReadonlySet<string>;
  pendingEnabled: ReadonlyMap<string, boolean>;
  bodyRef: Ref<HTMLTableSectionElement & HTMLUListElement>;
  onKeyDown: KeyboardEventHandler<HTMLElement>;
  onFocus: FocusEventHandler<HTMLElement>;
}

/** The user table (wide screens): a sticky header row and only the rows in view, with gaps for the rest. */
export function UserTableView({
  rows,
  items,
  listStart,
  listSize,
  busyIds,
  pendingEnabled,
  bodyRef,
  onKeyDown,
  onFocus,
  ...row
}: VirtualListProps) {
  const { t } = useTranslation('users');
  return (
    <Paper withBorder>
      <Table
        layout="fixed"
        stickyHeader
        verticalSpacing="xs"
        aria-label={t('list.title')}
        aria-rowcount={rows.length + 1}
        data-testid="users-table"
      >
        <colgroup>
          {USER_COLUMNS.map((c) => (
            <col key={c.key} style={{ width: c.width }} />
          ))}
        </colgroup>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {USER_COLUMNS.map((c) => (
              <Table.Th
                key={c.key}
                style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {c.key === 'actions' ? (
                  <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                ) : (
                  t(`list.${c.key}`)
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={bodyRef} onKeyDown={onKeyDown} onFocus={onFocus}>
          {withGaps(items, listStart, listSize).map((segment) => {
            if (segment.kind === 'gap')
              return (
                <tr key={segment.key} aria-hidden style={{ height: segment.height }}>
                  <td colSpan={USER_COLUMNS.length} style={{ padding: 0, border: 0 }} />
                </tr>
              );
            const { index } = segment.row;
            const entry = rows[index] as ListedUser;
            return (
              <UserTableRow
                key={entry.user.id}
                entry={entry}
                index={index}
                busy={busyIds.has(entry.user.id)}
                pendingEnabled={pendingEnabled.get(entry.user.id)}
                {...row}
              />
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
