// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern on a table
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds the focus; cells are reached by aria-activedescendant
import { MOTION_GRID_HEIGHT, MOTION_GRID_WIDTH } from '@argus/contract/mediaserver';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { inSelection, type Selection, useCellPainting } from '../schedule/useCellPainting.ts';
import classes from './MotionGrid.module.css';
import { sensitivityColor } from './sensitivity-palette.ts';

interface MotionGridProps {
  grid: number[][];
  aspectRatio: number;
  /** The camera's picture behind the grid (an object URL); the neutral frame while there is none. */
  picture: string | null;
  disabled: boolean;
  onPaint(selection: Selection): void;
  onErase(selection: Selection): void;
}

const cellId = (row: number, col: number) => `motion-cell-${row}-${col}`;

/**
 * The camera's picture with the 44×32 motion grid over it, each cell coloured by its sensitivity (see-through
 * over the picture); a neutral frame while there is no picture. Painted by dragging or from the keyboard.
 */
export function MotionGrid({ grid, aspectRatio, picture, disabled, onPaint, onErase }: MotionGridProps) {
  const { t } = useTranslation('cameraRecording');
  const { cursor, selection, dragging, handlers } = useCellPainting({
    rows: MOTION_GRID_HEIGHT,
    cols: MOTION_GRID_WIDTH,
    disabled,
    onPaint,
    onErase,
  });
  return (
    <div className={classes.frame} style={{ aspectRatio }} data-picture={picture ? true : undefined}>
      {picture && (
        <img
          src={picture}
          alt={t('motion.picture.alt')}
          className={classes.picture}
          data-testid="motion-picture"
        />
      )}
      <table
        role="grid"
        tabIndex={0}
        aria-label={t('motion.gridLabel')}
        aria-describedby="motion-grid-help"
        aria-activedescendant={cellId(cursor.row, cursor.col)}
        aria-disabled={disabled || undefined}
        className={`${classes.grid} ${disabled ? classes.disabled : ''}`}
        data-testid="motion-grid"
        data-dragging={dragging || undefined}
        {...handlers}
      >
        <tbody>
          {grid.map((row, y) => {
            const selected = inSelection(selection, y, selection.from.col)
              ? [
                  Math.min(selection.from.col, selection.to.col),
                  Math.max(selection.from.col, selection.to.col),
                ]
              : null;
            return (
              <MotionRow
                // biome-ignore lint/suspicious/noArrayIndexKey: the 32 grid rows
                key={y}
                y={y}
                row={row}
                selectedFrom={selected?.[0] ?? -1}
                selectedTo={selected?.[1] ?? -1}
                cursorCol={cursor.row === y ? cursor.col : -1}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

interface MotionRowProps {
  y: number;
  row: readonly number[];
  /** The selected columns of this row, or -1. */
  selectedFrom: number;
  selectedTo: number;
  /** The cursor's column when the cursor is on this row, or -1. */
  cursorCol: number;
}

/** One grid row; rows whose cells, selection and cursor did not change are not rendered again. */
const MotionRow = memo(function MotionRow({ y, row, selectedFrom, selectedTo, cursorCol }: MotionRowProps) {
  const { t } = useTranslation('cameraRecording');
  return (
    <tr>
      {row.map((level, x) => (
        <td
          role="gridcell"
          // biome-ignore lint/suspicious/noArrayIndexKey: the 44 grid columns
          key={x}
          id={cellId(y, x)}
          data-row={y}
          data-col={x}
          data-level={level}
          aria-selected={x >= selectedFrom && x <= selectedTo}
          aria-label={t('motion.cell', { x: x + 1, y: y + 1, level })}
          className={`${classes.cell} ${cursorCol === x ? classes.cursor : ''}`}
          style={{ background: sensitivityColor(level) ?? undefined }}
        />
      ))}
    </tr>
  );
});
