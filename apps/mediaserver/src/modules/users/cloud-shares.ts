/**
 * The users module's port to the cloud's share list (cloud-api §5.4 item 3): a `cloud` user created, changed
 * or deleted here must reach the cloud first, or the next sync from the cloud would undo it. The cloud link
 * implements it; the users module only says what the user becomes.
 */

/** What a `cloud` user is after the write, as far as its share in the cloud goes. */
export interface CloudUserState {
  isOwner: boolean;
  /** `|`-joined permission names. */
  permissions: string;
  /** A predefined or custom role's id, or the null id. */
  userRoleId: string;
  isEnabled: boolean;
}

export interface CloudShareChange {
  /** The account's e-mail (a cloud user's name). */
  email: string;
  /** The user after the write; null: the user is deleted (its share goes). */
  user: CloudUserState | null;
}

export interface CloudShares {
  /**
   * Tells the cloud about `change` and, only once the cloud accepted it, runs `writeLocally` (one local
   * transaction); a refusal or an unreachable cloud throws and nothing is written. A server that is not
   * bound writes locally alone.
   */
  change<T>(change: CloudShareChange, writeLocally: () => T): Promise<T>;
}
