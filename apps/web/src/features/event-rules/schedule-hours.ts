/**
 * The rule schedule's 168 hours as a grid of 7 days (Monday first) × 24 hours, painted a rectangle at a time,
 * and its summary for the rules list.
 */
import { HOURS_PER_WEEK } from '@argus/contract/mediaserver';
import type { Selection } from '../cameras/schedule/useCellPainting.ts';

export const DAYS_PER_WEEK = 7;
export const HOURS_PER_DAY = 24;

/** The hours with a rectangle of days × hours switched on or off. */
export function paintHours(hours: readonly boolean[], selection: Selection, on: boolean): boolean[] {
  const [d0, d1] = [
    Math.min(selection.from.row, selection.to.row),
    Math.max(selection.from.row, selection.to.row),
  ];
  const [h0, h1] = [
    Math.min(selection.from.col, selection.to.col),
    Math.max(selection.from.col, selection.to.col),
  ];
  return hours.map((value, i) => {
    const day = Math.floor(i / HOURS_PER_DAY);
    const hour = i % HOURS_PER_DAY;
    return day >= d0 && day <= d1 && hour >= h0 && hour <= h1 ? on : value;
  });
}

export const allHours = (on: boolean) => new Array<boolean>(HOURS_PER_WEEK).fill(on);

export type ScheduleSummary = { kind: 'always' } | { kind: 'never' } | { kind: 'hours'; hours: number };

/** How the list names a schedule: always, never, or how many hours a week it is on. */
export function scheduleSummary(hours: readonly boolean[] | null): ScheduleSummary {
  if (hours === null || hours.every(Boolean)) return { kind: 'always' };
  const on = hours.filter(Boolean).length;
  return on === 0 ? { kind: 'never' } : { kind: 'hours', hours: on };
}
