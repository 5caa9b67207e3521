import type { UserModel } from '@argus/contract';

export const SEARCH_MAX_LENGTH = 200;

/** Users whose name, full name or e-mail contains the search text (case-insensitive), sorted by name. */
export function filterUsers(users: readonly UserModel[], search: string): UserModel[] {
  const q = search.trim().toLowerCase();
  const sorted = [...users].sort(
    (a, b) =>
      Number(b.isOwner) - Number(a.isOwner) ||
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
  if (!q) return sorted;
  return sorted.filter((u) => [u.name, u.fullName, u.email].some((f) => f.toLowerCase().includes(q)));
}
