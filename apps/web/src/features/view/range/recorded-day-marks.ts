import classes from './RecordedDay.module.css';

/**
 * The date pickers' `getDayProps`: days with recordings carry a mark (a dot under the number) and
 * `data-recorded`, so a day with video can be told from an empty one before choosing it (issue 13).
 */
export function recordedDayProps(days: ReadonlySet<string> | undefined) {
  return (date: string) =>
    days?.has(date.slice(0, 10)) ? { className: classes.recorded, 'data-recorded': true } : {};
}
