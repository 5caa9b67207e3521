import { RECORDS_WINDOW_BACK_MS } from '@argus/contract';
import { SimpleGrid, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { formatDateTime, msOfDateValue } from '../timeline/date-values.ts';
import { rangeProblem } from '../timeline/range-selection.ts';
import { useRecordedDayMarks } from './useRecordedDayMarks.ts';

export interface RangeValues {
  /** Picker values, `YYYY-MM-DD HH:mm:ss` in the browser's time zone. */
  start: string | null;
  end: string | null;
}

export interface RangeFieldsProps {
  value: RangeValues;
  onChange(value: RangeValues): void;
  nowMs: number;
  locale: string;
  /** Show what is wrong with the range (after a first submit). */
  showProblem: boolean;
  /** Days with recordings (`YYYY-MM-DD`), marked in the pickers. */
  recordedDays?: ReadonlySet<string>;
}

/** The range as milliseconds, and what is wrong with it. */
export function rangeOf(value: RangeValues, nowMs: number) {
  const startMs = msOfDateValue(value.start);
  const endMs = msOfDateValue(value.end);
  return { startMs, endMs, problem: rangeProblem({ startMs, endMs }, nowMs) };
}

/** Start and end of a time range, to the second, within the records window ("select time range", spec 000 §2). */
export function RangeFields(props: RangeFieldsProps) {
  const { value, onChange, nowMs, locale, showProblem, recordedDays } = props;
  const { t } = useTranslation('view');
  const { problem } = rangeOf(value, nowMs);
  const dayMarks = useRecordedDayMarks(recordedDays);
  const picker = {
    withSeconds: true,
    clearable: false,
    minDate: new Date(nowMs - RECORDS_WINDOW_BACK_MS),
    maxDate: new Date(nowMs),
    valueFormat: (date: string) => {
      const ms = msOfDateValue(date);
      return ms === null ? '' : formatDateTime(ms, locale);
    },
    popoverProps: { withinPortal: true },
    ...dayMarks,
  } as const;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateTimePicker
          {...picker}
          label={t('range.start')}
          value={value.start}
          onChange={(start) => onChange({ ...value, start })}
          data-testid="range-start"
        />
        <DateTimePicker
          {...picker}
          label={t('range.end')}
          value={value.end}
          onChange={(end) => onChange({ ...value, end })}
          data-testid="range-end"
        />
      </SimpleGrid>
      {showProblem && problem && (
        <Text size="sm" c="red" role="alert">
          {t(`range.problems.${problem}`)}
        </Text>
      )}
    </>
  );
}
