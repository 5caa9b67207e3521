import type { UserModel } from '@argus/contract/mediaserver';
import { Badge } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import classes from './UsersList.module.css';
import type { UserListTexts } from './user-list-texts.ts';

/** What a row of the user list can ask the page to do; one stable object for every row. */
export interface UserRowActions {
  open(user: UserModel): void;
  toggleEnabled(user: UserModel, enabled: boolean): void;
  remove(user: UserModel): void;
}

/** The login, a button that opens the user (the row's stop for the arrow keys), and "You" on my own row. */
export function UserLoginButton({
  user,
  isMe,
  texts,
  onOpen,
}: {
  user: UserModel;
  isMe: boolean;
  texts: UserListTexts;
  onOpen(): void;
}) {
  return (
    <span className={classes.nameLine}>
      <button type="button" className={`${classes.login} mantine-focus-auto`} onClick={onOpen} data-row-focus>
        {user.name}
      </button>
      {isMe && (
        <Badge size="xs" variant="light" className={classes.badge}>
          {texts.you}
        </Badge>
      )}
    </span>
  );
}

export function UserRoleLabel({ user, label }: { user: UserModel; label: string }) {
  return user.isOwner ? (
    <Badge variant="light" color="grape" className={classes.badge}>
      {label}
    </Badge>
  ) : (
    label
  );
}

export interface UserEnabledControlProps {
  user: UserModel;
  texts: UserListTexts;
  canToggle: boolean;
  busy: boolean;
  /** The state asked for and not yet confirmed. */
  pending: boolean | undefined;
  onToggle(enabled: boolean): void;
  /** Shows "Enabled"/"Disabled" beside the switch (cards, where no column header says it). */
  withLabel?: boolean;
}

/**
 * The Enabled switch, or the state as text for a user I may not change (a disabled switch hides it). A native
 * checkbox with role="switch": it is in every rendered row, where a full Switch component costs too much.
 */
export function UserEnabledControl({
  user,
  texts,
  canToggle,
  busy,
  pending,
  onToggle,
  withLabel,
}: UserEnabledControlProps) {
  if (!canToggle)
    return (
      <span className={user.isEnabled ? undefined : classes.dimmed} data-testid="user-enabled-state">
        {user.isEnabled ? texts.stateEnabled : texts.stateDisabled}
      </span>
    );
  const enabled = pending ?? user.isEnabled;
  return (
    <label className={classes.switchLabel}>
      {withLabel && <span aria-hidden>{enabled ? texts.stateEnabled : texts.stateDisabled}</span>}
      <input
        type="checkbox"
        role="switch"
        className={classes.switch}
        aria-label={texts.enabledFor(user)}
        aria-checked={enabled}
        checked={enabled}
        disabled={busy}
        onChange={(e) => onToggle(e.currentTarget.checked)}
      />
    </label>
  );
}

export function UserDigestState({ user, texts }: { user: UserModel; texts: UserListTexts }) {
  return user.isHttpDigestEnabled ? (
    <IconCheck size={16} role="img" aria-label={texts.digestOn} style={{ verticalAlign: 'middle' }} />
  ) : (
    <span className={classes.dimmed} role="img" aria-label={texts.digestOff}>
      —
    </span>
  );
}

export function UserDeleteButton({
  user,
  texts,
  busy,
  onDelete,
}: {
  user: UserModel;
  texts: UserListTexts;
  busy: boolean;
  onDelete(): void;
}) {
  return (
    <button
      type="button"
      className={classes.iconButton}
      aria-label={texts.deleteUser(user)}
      title={texts.deleteHint}
      onClick={onDelete}
      disabled={busy}
    >
      <IconTrash size={16} aria-hidden />
    </button>
  );
}
