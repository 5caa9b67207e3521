import { normalizeId, type UserModel } from '@argus/contract';

/** A user of the list with what the list shows and searches, worked out once per list. */
export interface ListedUser {
  user: UserModel;
  /** The role as the list shows it (translated). */
  roleLabel: string;
  /** Lower-cased login, full name, e-mail and role label, one per line: what a search looks in. */
  searchText: string;
}

/** The users in list order (owner first, then by login) with lookups by id and login. */
export interface UserIndex {
  readonly listed: readonly ListedUser[];
  /** A user by id (braces and case ignored) or by login (case ignored), as `/settings/users/:id` names it. */
  find(key: string): UserModel | undefined;
}

const byLogin = new Intl.Collator(undefined, { sensitivity: 'base' });

/**
 * Builds the index of a user list once (per list and language): sorting and lower-casing 10,000 users here
 * keeps every keystroke of a search down to one pass of `includes` over prepared strings.
 */
export function indexUsers(users: readonly UserModel[], roleLabelOf: (user: UserModel) => string): UserIndex {
  const listed = users.map((user): ListedUser => {
    const roleLabel = roleLabelOf(user);
    const searchText = `${user.name}\n${user.fullName}\n${user.email}\n${roleLabel}`.toLowerCase();
    return { user, roleLabel, searchText };
  });
  listed.sort(
    (a, b) => Number(b.user.isOwner) - Number(a.user.isOwner) || byLogin.compare(a.user.name, b.user.name),
  );
  // The lookups serve /settings/users/:id only: built on the first use.
  let lookups: { byId: Map<string, UserModel>; byName: Map<string, UserModel> } | undefined;
  const lookupsOf = () => {
    if (lookups) return lookups;
    lookups = { byId: new Map(), byName: new Map() };
    for (const { user } of listed) {
      lookups.byId.set(normalizeId(user.id) ?? user.id, user);
      lookups.byName.set(user.name.toLowerCase(), user);
    }
    return lookups;
  };
  return {
    listed,
    find(key) {
      const { byId, byName } = lookupsOf();
      return byId.get(normalizeId(key) ?? key) ?? byName.get(key.toLowerCase());
    },
  };
}

/**
 * The users whose login, full name, e-mail or role contains the search text (case-insensitive), in list
 * order. An empty search keeps everybody (the same array).
 */
export function searchUsers(index: UserIndex, search: string): readonly ListedUser[] {
  const query = search.trim().toLowerCase();
  if (!query) return index.listed;
  return index.listed.filter((entry) => entry.searchText.includes(query));
}
