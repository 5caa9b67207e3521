import type { ComponentType } from 'react';

/** How an item of the header's status looks: fine, needs a look, broken, not known yet. */
export type StatusTone = 'ok' | 'warning' | 'critical' | 'unknown';

/**
 * One figure of the header's status at a glance: system health, servers online, and (once the system has
 * them) cameras online. Each is built from data the caller may see, by `useStatusItems`.
 */
export interface StatusItem {
  key: 'health' | 'servers' | 'cameras';
  tone: StatusTone;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Short visible text ("Online", "Servers"); shown on wide screens. */
  label: string;
  /** A count shown on every screen ("1/1"). */
  value?: string;
  /** The whole statement, for screen readers ("Servers online: 1 of 1"). */
  description: string;
  /** Where a click goes, when the caller may open that page. */
  to?: string;
}

/** A count of things online out of all, and its tone. */
export function onlineTone(online: number, total: number): StatusTone {
  if (total === 0) return 'unknown';
  if (online === total) return 'ok';
  return online === 0 ? 'critical' : 'warning';
}
