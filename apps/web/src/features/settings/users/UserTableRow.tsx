import type { UserModel, UserRoleModel } from '@argus/contract/mediaserver';
import { memo } from 'react';
import {
  UserDeleteButton,
  UserDigestState,
  UserEnabledControl,
  UserLoginButton,
  UserRoleLabel,
  type UserRowActions,
} from './UserRowParts.tsx';
import classes from './UsersList.module.css';
import type { UserListTexts } from './user-list-texts.ts';
import { userCapabilities } from './user-roles.ts';
import type { ListedUser } from './user-search.ts';

/** The columns of the user table: the i18n key of the header and the share of the width. */
export const USER_COLUMNS = [
  { key: 'name', width: '17%' },
  { key: 'fullName', width: '18%' },
  { key: 'email', width: '23%' },
  { key: 'role', width: '14%' },
  { key: 'type', width: '9%' },
  { key: 'enabled', width: '10%' },
  { key: 'digest', width: '9%' },
  { key: 'actions', width: '3.25rem' },
] as const;

/** What a rendered user (row or card) gets; all of it stable between renders unless that user changed. */
export interface UserListItemProps {
  entry: ListedUser;
  /** Position in the (searched) list, from 0. */
  index: number;
  actor: UserModel;
  roles: readonly UserRoleModel[];
  texts: UserListTexts;
  busy: boolean;
  /** The enabled state asked for and not yet confirmed. */
  pendingEnabled: boolean | undefined;
  actions: UserRowActions;
}

/** One user in the table (wide screens). Memoised: scrolling and searching render only the rows that appear. */
export const UserTableRow = memo(function UserTableRow({
  entry,
  index,
  actor,
  roles,
  texts,
  busy,
  pendingEnabled,
  actions,
}: UserListItemProps) {
  const { user } = entry;
  const caps = userCapabilities(actor, user, roles);
  return (
    <tr
      className={classes.row}
      data-index={index}
      aria-rowindex={index + 2}
      data-testid={`user-row-${user.name}`}
    >
      <td data-col="0">
        <UserLoginButton
          user={user}
          isMe={actor.id === user.id}
          texts={texts}
          onOpen={() => actions.open(user)}
        />
      </td>
      <td data-col="1" title={user.fullName || undefined}>
        {user.fullName}
      </td>
      <td data-col="2" title={user.email || undefined}>
        {user.email}
      </td>
      <td data-col="3">
        <UserRoleLabel user={user} label={entry.roleLabel} />
      </td>
      <td data-col="4">{texts.type(user)}</td>
      <td data-col="5">
        <UserEnabledControl
          user={user}
          texts={texts}
          canToggle={caps.canToggle}
          busy={busy}
          pending={pendingEnabled}
          onToggle={(enabled) => actions.toggleEnabled(user, enabled)}
        />
      </td>
      <td data-col="6">
        <UserDigestState user={user} texts={texts} />
      </td>
      <td data-col="7">
        {caps.canDelete && (
          <UserDeleteButton user={user} texts={texts} busy={busy} onDelete={() => actions.remove(user)} />
        )}
      </td>
    </tr>
  );
});
