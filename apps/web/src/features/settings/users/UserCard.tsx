import { memo } from 'react';
import { UserDeleteButton, UserEnabledControl, UserLoginButton, UserRoleLabel } from './UserRowParts.tsx';
import classes from './UsersList.module.css';
import type { UserListItemProps } from './UserTableRow.tsx';
import { userCapabilities } from './user-roles.ts';

export interface UserCardProps extends UserListItemProps {
  /** Users in the list, for screen readers ("3 of 120"). */
  count: number;
  /** Where the card sits in the list, and its height (the virtualiser's). */
  offsetPx: number;
  heightPx: number;
}

/**
 * One user as a card (narrow screens): login and delete on top, full name and e-mail, then role, type and
 * the enabled switch. Memoised like the table rows.
 */
export const UserCard = memo(function UserCard({
  entry,
  index,
  count,
  offsetPx,
  heightPx,
  actor,
  roles,
  texts,
  busy,
  pendingEnabled,
  actions,
}: UserCardProps) {
  const { user } = entry;
  const caps = userCapabilities(actor, user, roles);
  return (
    <li
      className={classes.card}
      aria-setsize={count}
      aria-posinset={index + 1}
      data-index={index}
      data-testid={`user-row-${user.name}`}
      style={{ height: heightPx, transform: `translateY(${offsetPx}px)` }}
    >
      <div className={classes.cardBody}>
        <div className={classes.cardEdge}>
          <UserLoginButton
            user={user}
            isMe={actor.id === user.id}
            texts={texts}
            onOpen={() => actions.open(user)}
          />
          {caps.canDelete && (
            <UserDeleteButton user={user} texts={texts} busy={busy} onDelete={() => actions.remove(user)} />
          )}
        </div>
        {user.fullName && <div className={classes.cardLine}>{user.fullName}</div>}
        {user.email && <div className={`${classes.cardLine} ${classes.dimmed}`}>{user.email}</div>}
        <div className={classes.cardEdge}>
          <span className={classes.cardTags}>
            <UserRoleLabel user={user} label={entry.roleLabel} />
            <span className={classes.dimmed}>· {texts.type(user)}</span>
            {user.isHttpDigestEnabled && (
              <span className={classes.dimmed} title={texts.digestOn}>
                · {texts.digest}
              </span>
            )}
          </span>
          <UserEnabledControl
            user={user}
            texts={texts}
            canToggle={caps.canToggle}
            busy={busy}
            pending={pendingEnabled}
            onToggle={(enabled) => actions.toggleEnabled(user, enabled)}
            withLabel
          />
        </div>
      </div>
    </li>
  );
});
