/**
 * Between the time line's milliseconds and the date pickers' values (`YYYY-MM-DD HH:mm:ss` in the browser's
 * time zone, as @mantine/dates gives them), and how times read in the user's language.
 */
import dayjs from 'dayjs';

export const DATE_VALUE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function dateValueOf(ms: number): string {
  return dayjs(ms).format(DATE_VALUE_FORMAT);
}

/** The time of a picker value, or null when it is empty or not a date. */
export function msOfDateValue(value: string | null | undefined): number | null {
  if (!value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.valueOf() : null;
}

/** The BCP 47 locale of the console language (`de_DE` → `de-DE`). */
export const localeOf = (language: string) => language.replace('_', '-');

/** The date and time with seconds, as the user's language writes them. */
export function formatDateTime(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(ms);
}
