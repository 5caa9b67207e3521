import { normalizeId } from '@argus/contract';
import type { UserModel } from '@argus/contract/mediaserver';
import { sortCollator } from '../../../lib/collation.ts';

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

const byLogin = sortCollator(undefined, { sensitivity: 'base' });

/**
 * Builds the index of a user list once (per list and language): sorting and lower-casing 100,000 users here
 * keeps every keystroke of a search down to one pass of `includes` over prepared strings.
 */
export function indexUsers(users: readonly UserModel[], roleLabelOf: (user: UserModel) => string): UserIndex {
  const listed = users.map((user): ListedUser => {
    const roleLabel = roleLabelOf(user);
    const searchText = `${user.name}\n${user.fullName}\n${user.email}\n${roleLabel}`.toLowerCase();
    return { user, roleLabel, searchText };
  });
  // Sorted by keys made once per user (lib/collation.ts): 100,000 logins take a tenth of the time.
  const keys = listed.map((entry) => ({ ...byLogin.collated(entry.user.name), entry }));
  keys.sort((a, b) => Number(b.entry.user.isOwner) - Number(a.entry.user.isOwner) || byLogin.compare(a, b));
  for (let i = 0; i < keys.length; i++) listed[i] = keys[i]!.entry;
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
