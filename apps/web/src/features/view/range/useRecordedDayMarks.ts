import { useDatesContext } from '@mantine/dates';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './RecordedDay.module.css';

/**
 * The date pickers' day props: days with recordings carry a mark (a dot under the number), `data-recorded`,
 * and say so in their name, so a day with video can be told from an empty one before choosing it (issue 13).
 */
export function useRecordedDayMarks(days: ReadonlySet<string> | undefined) {
  const { t } = useTranslation('view');
  const { getLocale } = useDatesContext();
  const locale = getLocale();
  const recorded = useCallback((date: string) => days?.has(date.slice(0, 10)) ?? false, [days]);
  const getDayProps = useCallback(
    (date: string) => (recorded(date) ? { className: classes.recorded, 'data-recorded': true } : {}),
    [recorded],
  );
  const getDayAriaLabel = useCallback(
    (date: string) => {
      const day = dayjs(date).locale(locale).format('D MMMM YYYY');
      return recorded(date) ? t('range.dayWithRecordings', { day }) : day;
    },
    [recorded, locale, t],
  );
  return { getDayProps, getDayAriaLabel };
}
