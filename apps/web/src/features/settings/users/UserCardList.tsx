import { useTranslation } from 'react-i18next';
import { UserCard } from './UserCard.tsx';
import type { VirtualListProps } from './UserTableView.tsx';
import type { ListedUser } from './user-search.ts';

/** The user list as cards (narrow screens), only those in view, in a box as tall as all of them. */
export function UserCardList({
  rows,
  items,
  listStart,
  listSize,
  busyIds,
  pendingEnabled,
  bodyRef,
  onKeyDown,
  onFocus,
  ...card
}: VirtualListProps) {
  const { t } = useTranslation('users');
  return (
    <ul
      ref={bodyRef}
      aria-label={t('list.title')}
      data-testid="users-table"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      style={{ position: 'relative', height: listSize, margin: 0, padding: 0, listStyle: 'none' }}
    >
      {items.map((item) => {
        const entry = rows[item.index] as ListedUser;
        return (
          <UserCard
            key={entry.user.id}
            entry={entry}
            index={item.index}
            count={rows.length}
            offsetPx={item.start - listStart}
            heightPx={item.size}
            busy={busyIds.has(entry.user.id)}
            pendingEnabled={pendingEnabled.get(entry.user.id)}
            {...card}
          />
        );
      })}
    </ul>
  );
}
