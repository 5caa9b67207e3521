// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern on a table
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds the focus; cells are reached by aria-activedescendant
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../cameras/schedule/CellGrid.module.css';
import { inSelection, useCellPainting } from '../cameras/schedule/useCellPainting.ts';
import { allHours, DAYS_PER_WEEK, HOURS_PER_DAY, paintHours } from './schedule-hours.ts';

interface RuleScheduleGridProps {
  /** 168 hours, Monday 00:00 first. */
  value: boolean[];
  onChange(hours: boolean[]): void;
  error?: string | undefined;
}

const DAYS = Array.from({ length: DAYS_PER_WEEK }, (_, d) => d);
const HOURS = Array.from({ length: HOURS_PER_DAY }, (_, h) => h);
const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * When a rule is on: a row per day (Monday first), a cell per hour. Dragging over cells switches them to the
 * opposite of the first one; on the keyboard the arrows move, Shift+arrows select, Space or Enter switches the
 * selection on, Delete switches it off. "Always" switches every hour on.
 */
export function RuleScheduleGrid({ value, onChange, error }: RuleScheduleGridProps) {
  const { t } = useTranslation('eventRules');
  const id = useId();
  const cellId = (day: number, hour: number) => `${id}-cell-${day}-${hour}`;
  const { cursor, selection, dragging, handlers } = useCellPainting({
    rows: DAYS_PER_WEEK,
    cols: HOURS_PER_DAY,
    // A drag that starts on an hour that is on switches hours off; the keyboard paints on (Space) or off (Delete).
    onPaint: (s) =>
      onChange(paintHours(value, s, dragging ? !value[s.from.row * HOURS_PER_DAY + s.from.col] : true)),
    onErase: (s) => onChange(paintHours(value, s, false)),
  });

  return (
    <Input.Wrapper
      label={t('editor.schedule')}
      description={t('editor.scheduleHelp')}
      error={error}
      labelElement="div"
    >
      <Stack gap="xs" mt={4}>
        <table
          role="grid"
          tabIndex={0}
          aria-label={t('editor.schedule')}
          aria-activedescendant={cellId(cursor.row, cursor.col)}
          aria-invalid={error ? true : undefined}
          className={classes.grid}
          data-testid="rule-schedule-grid"
          data-dragging={dragging || undefined}
          {...handlers}
        >
          <thead>
            <tr>
              <td className={classes.head} />
              {HOURS.map((h) => (
                <th
                  scope="col"
                  key={h}
                  className={`${classes.head} ${h % 2 ? classes.oddHour : ''}`}
                  aria-label={hh(h)}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DAYS.map((day) => (
              <tr key={day}>
                <th scope="row" className={classes.rowHead}>
                  {t(`days.short.${day + 1}`)}
                </th>
                {HOURS.map((hour) => {
                  const on = value[day * HOURS_PER_DAY + hour] ?? false;
                  return (
                    <td
                      role="gridcell"
                      key={hour}
                      id={cellId(day, hour)}
                      data-row={day}
                      data-col={hour}
                      data-on={on}
                      aria-selected={inSelection(selection, day, hour)}
                      aria-label={`${t(`days.long.${day + 1}`)} ${hh(hour)}–${hh(hour + 1)}: ${on ? t('editor.hourOn') : t('editor.hourOff')}`}
                      className={`${classes.cell} ${cursor.row === day && cursor.col === hour ? classes.cursor : ''}`}
                      style={on ? { background: 'var(--mantine-primary-color-filled)' } : undefined}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => onChange(allHours(true))}>
            {t('editor.always')}
          </Button>
          <Button size="xs" variant="default" onClick={() => onChange(allHours(false))}>
            {t('editor.clearSchedule')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('editor.scheduleKeys')}
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
