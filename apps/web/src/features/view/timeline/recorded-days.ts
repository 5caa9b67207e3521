/**
 * The days that hold recordings, for the date pickers to mark (issue 13), pure: local days (`YYYY-MM-DD`,
 * the pickers' day values) that any recorded span touches.
 */
import dayjs from 'dayjs';
import type { TimeSpan } from './period-layout.ts';

export const DAY_VALUE_FORMAT = 'YYYY-MM-DD';

export function recordedDaysOf(spans: readonly TimeSpan[] | null): ReadonlySet<string> {
  const days = new Set<string>();
  for (const span of spans ?? []) {
    const last = dayjs(Math.max(span.startMs, span.endMs - 1));
    for (let day = dayjs(span.startMs).startOf('day'); !day.isAfter(last); day = day.add(1, 'day'))
      days.add(day.format(DAY_VALUE_FORMAT));
  }
  return days;
}
