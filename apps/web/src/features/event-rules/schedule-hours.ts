/**
 * The rule schedule's 168 hours as a grid of 7 days (Monday first) × 24 hours, painted a rectangle at a time,
 * and its summary for the rules list.
 */
import { HOURS_PER_WEEK } from '@argus/contract/mediaserver';
import { inSelection, type Selection } from '../cameras/schedule/useCellPainting.ts';

export const DAYS_PER_WEEK = 7;
export const HOURS_PER_DAY = 24;

/** The hours with a rectangle of days × hours switched on or off. */
export function paintHours(hours: readonly boolean[], selection: Selection, on: boolean): boolean[] {
  return hours.map((value, i) =>
    inSelection(selection, Math.floor(i / HOURS_PER_DAY), i % HOURS_PER_DAY) ? on : value,
  );
}

export const allHours = (on: boolean) => new Array<boolean>(HOURS_PER_WEEK).fill(on);

export type ScheduleSummary = { kind: 'always' } | { kind: 'never' } | { kind: 'hours'; hours: number };

/** How the list names a schedule: always, never, or how many hours a week it is on. */
export function scheduleSummary(hours: readonly boolean[] | null): ScheduleSummary {
  if (hours === null || hours.every(Boolean)) return { kind: 'always' };
  const on = hours.filter(Boolean).length;
  return on === 0 ? { kind: 'never' } : { kind: 'hours', hours: on };
}
