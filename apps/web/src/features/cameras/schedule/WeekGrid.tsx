// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern on a table
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds the focus; cells are reached by aria-activedescendant
import { clockText, type ScheduleTask } from '@argus/contract/mediaserver';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BRUSH_COLORS, brushTypeOf } from './brush-rules.ts';
import classes from './CellGrid.module.css';
import { timeOfDayText } from './schedule-fidelity.ts';
import {
  DAYS,
  HOUR_S,
  HOURS_PER_DAY,
  type ScheduleCell,
  type ScheduleGrid,
  wholeCellTask,
} from './schedule-grid.ts';
import { inSelection, type Selection, useCellPainting } from './useCellPainting.ts';

interface WeekGridProps {
  grid: ScheduleGrid;
  disabled: boolean;
  onPaint(selection: Selection): void;
  onErase(selection: Selection): void;
}

const cellId = (row: number, col: number) => `schedule-cell-${row}-${col}`;

const typeOf = (task: ScheduleTask | null) => (task ? brushTypeOf(task.recordingType) : null);
const colorOf = (task: ScheduleTask | null) => {
  const type = typeOf(task);
  return type ? `var(--mantine-color-${BRUSH_COLORS[type]}-filled)` : 'var(--mantine-color-default-hover)';
};

/**
 * How a cell looks and reads: the colour of the task covering its hour; a split hour (times set through the
 * API) shows its parts side by side in proportion, and its label lists them with their times.
 */
function cellLook(cell: ScheduleCell, t: TFunction<'cameraRecording'>) {
  const what = (task: ScheduleTask | null) => {
    const type = typeOf(task);
    return type ? t(`brush.types.${type}`) : t('grid.empty');
  };
  const whole = wholeCellTask(cell);
  if (whole !== 'mixed')
    return {
      type: typeOf(whole) ?? 'empty',
      text: what(whole),
      background: whole ? colorOf(whole) : undefined,
    };
  const hourStart = cell[0]?.start ?? 0;
  const percent = (s: number) => `${((s - hourStart) / HOUR_S) * 100}%`;
  return {
    type: 'mixed',
    text: cell.map((p) => `${what(p.task)} ${timeOfDayText(p.start)}–${timeOfDayText(p.end)}`).join(', '),
    background: `linear-gradient(to right, ${cell
      .map((p) => `${colorOf(p.task)} ${percent(p.start)} ${percent(p.end)}`)
      .join(', ')})`,
  };
}
const HOURS = Array.from({ length: HOURS_PER_DAY }, (_, h) => h);

/**
 * The week: a row per day (Monday first), a cell per hour, coloured by what it records (a split hour in
 * parts). Painted by dragging or from the keyboard (see `useCellPainting`).
 */
export function WeekGrid({ grid, disabled, onPaint, onErase }: WeekGridProps) {
  const { t } = useTranslation('cameraRecording');
  const { cursor, selection, dragging, handlers } = useCellPainting({
    rows: DAYS,
    cols: HOURS_PER_DAY,
    disabled,
    onPaint,
    onErase,
  });
  return (
    <table
      role="grid"
      tabIndex={0}
      aria-label={t('grid.label')}
      aria-describedby="schedule-grid-help"
      aria-activedescendant={cellId(cursor.row, cursor.col)}
      aria-disabled={disabled || undefined}
      className={`${classes.grid} ${disabled ? classes.disabled : ''}`}
      data-testid="schedule-grid"
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
              aria-label={clockText(h * HOUR_S)}
            >
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.map((row, day) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the seven week days
          <tr key={day}>
            <th scope="row" className={classes.rowHead}>
              {t(`days.short.${day + 1}`)}
            </th>
            {row.map((cell, hour) => {
              const look = cellLook(cell, t);
              const range = `${clockText(hour * HOUR_S)}–${clockText((hour + 1) * HOUR_S)}`;
              return (
                <td
                  role="gridcell"
                  // biome-ignore lint/suspicious/noArrayIndexKey: the 24 hours
                  key={hour}
                  id={cellId(day, hour)}
                  data-row={day}
                  data-col={hour}
                  data-type={look.type}
                  aria-selected={inSelection(selection, day, hour)}
                  aria-label={`${t(`days.long.${day + 1}`)} ${range}: ${look.text}`}
                  className={`${classes.cell} ${cursor.row === day && cursor.col === hour ? classes.cursor : ''}`}
                  style={look.background ? { background: look.background } : undefined}
                />
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
