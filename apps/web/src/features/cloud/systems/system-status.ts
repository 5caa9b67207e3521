import type { CloudSystem } from './systems.api.ts';

/** What the portal says about a system (spec 000 §4 "System status", the statuses the portal derives). */
export type SystemStatus = 'online' | 'offline' | 'notActivated' | 'merging';

export function systemStatusOf(system: Pick<CloudSystem, 'status' | 'stateOfHealth'>): SystemStatus {
  if (system.status === 'notActivated') return 'notActivated';
  if (system.status === 'beingMerged') return 'merging';
  return system.stateOfHealth === 'online' ? 'online' : 'offline';
}

export const SYSTEM_STATUS_COLORS: Readonly<Record<SystemStatus, string>> = {
  online: 'green',
  offline: 'gray',
  notActivated: 'yellow',
  merging: 'blue',
};

/** The systems whose name or owner contains every word of the search, ignoring case. */
export function filterSystems(systems: readonly CloudSystem[], search: string): CloudSystem[] {
  const words = searchWords(search).map((word) => word.toLowerCase());
  if (words.length === 0) return [...systems];
  return systems.filter((system) => {
    const text = `${system.name} ${system.ownerFullName} ${system.ownerAccountEmail}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The words of a search, as the list filters and highlights them. */
export function searchWords(search: string): string[] {
  return search.split(/\s+/).filter(Boolean);
}
