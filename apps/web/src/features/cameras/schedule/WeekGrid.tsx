// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern on a table
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds the focus; cells are reached by aria-activedescendant
import { clockText } from '@argus/contract';
import { useTranslation } from 'react-i18next';
import { BRUSH_COLORS, brushTypeOf } from './brush-rules.ts';
import classes from './CellGrid.module.css';
import { DAYS, HOUR_S, HOURS_PER_DAY, type ScheduleGrid } from './schedule-grid.ts';
import { inSelection, type Selection, useCellPainting } from './useCellPainting.ts';

interface WeekGridProps {
  grid: ScheduleGrid;
  disabled: boolean;
  onPaint(selection: Selection): void;
  onErase(selection: Selection): void;
}

const cellId = (row: number, col: number) => `schedule-cell-${row}-${col}`;
const HOURS = Array.from({ length: HOURS_PER_DAY }, (_, h) => h);

/**
 * The week: a row per day (Monday first), a cell per hour, coloured by what it records. Painted by dragging
 * or from the keyboard (see `useCellPainting`).
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
              const type = cell ? brushTypeOf(cell.recordingType) : null;
              const range = `${clockText(hour * HOUR_S)}–${clockText((hour + 1) * HOUR_S)}`;
              const what = type ? t(`brush.types.${type}`) : t('grid.empty');
              return (
                <td
                  role="gridcell"
                  // biome-ignore lint/suspicious/noArrayIndexKey: the 24 hours
                  key={hour}
                  id={cellId(day, hour)}
                  data-row={day}
                  data-col={hour}
                  data-type={type ?? 'empty'}
                  aria-selected={inSelection(selection, day, hour)}
                  aria-label={`${t(`days.long.${day + 1}`)} ${range}: ${what}`}
                  className={`${classes.cell} ${cursor.row === day && cursor.col === hour ? classes.cursor : ''}`}
                  style={
                    type ? { background: `var(--mantine-color-${BRUSH_COLORS[type]}-filled)` } : undefined
                  }
                />
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
