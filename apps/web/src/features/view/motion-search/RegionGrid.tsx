// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern on a table
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds the focus; cells are reached by aria-activedescendant
import { MOTION_GRID_HEIGHT, MOTION_GRID_WIDTH, type MotionRegionRect } from '@argus/contract/mediaserver';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { inSelection, useCellPainting } from '../../cameras/schedule/useCellPainting.ts';
import classes from './MotionSearch.module.css';
import { addRect, eraseRects, inRegion, rectOfSelection } from './motion-region.ts';

const cellId = (row: number, col: number) => `motion-search-cell-${row}-${col}`;
const ROWS = Array.from({ length: MOTION_GRID_HEIGHT }, (_, y) => y);
const COLS = Array.from({ length: MOTION_GRID_WIDTH }, (_, x) => x);

interface RegionGridProps {
  rects: MotionRegionRect[];
  onChange(rects: MotionRegionRect[]): void;
}

/**
 * The 44×32 motion grid over the camera's picture: drag to add a rectangle to the search region; on the
 * keyboard the arrows move a cell cursor, Shift+arrows extend it, Enter or Space adds it, Delete removes
 * the rectangles it touches (useCellPainting).
 */
export function RegionGrid({ rects, onChange }: RegionGridProps) {
  const { t } = useTranslation('view');
  const { cursor, selection, dragging, handlers } = useCellPainting({
    rows: MOTION_GRID_HEIGHT,
    cols: MOTION_GRID_WIDTH,
    onPaint: (s) => onChange(addRect(rects, rectOfSelection(s))),
    onErase: (s) => onChange(eraseRects(rects, s)),
  });
  return (
    <table
      role="grid"
      tabIndex={0}
      aria-label={t('motionSearch.gridLabel')}
      aria-describedby="motion-search-help"
      aria-activedescendant={cellId(cursor.row, cursor.col)}
      className={classes.grid}
      data-testid="motion-search-grid"
      data-dragging={dragging || undefined}
      {...handlers}
    >
      <tbody>
        {ROWS.map((y) => {
          const selected = inSelection(selection, y, selection.from.col)
            ? [Math.min(selection.from.col, selection.to.col), Math.max(selection.from.col, selection.to.col)]
            : null;
          return (
            <RegionRow
              key={y}
              y={y}
              region={COLS.map((x) => (inRegion(rects, x, y) ? '1' : '0')).join('')}
              selectedFrom={selected?.[0] ?? -1}
              selectedTo={selected?.[1] ?? -1}
              cursorCol={cursor.row === y ? cursor.col : -1}
            />
          );
        })}
      </tbody>
    </table>
  );
}

interface RegionRowProps {
  y: number;
  /** Per column '1' in the region, '0' not: a string, so that unchanged rows are not rendered again. */
  region: string;
  selectedFrom: number;
  selectedTo: number;
  cursorCol: number;
}

const RegionRow = memo(function RegionRow({
  y,
  region,
  selectedFrom,
  selectedTo,
  cursorCol,
}: RegionRowProps) {
  const { t } = useTranslation('view');
  return (
    <tr>
      {COLS.map((x) => (
        <td
          role="gridcell"
          key={x}
          id={cellId(y, x)}
          data-row={y}
          data-col={x}
          data-region={region[x] === '1' || undefined}
          aria-selected={x >= selectedFrom && x <= selectedTo}
          aria-label={t(region[x] === '1' ? 'motionSearch.cellInRegion' : 'motionSearch.cell', {
            x: x + 1,
            y: y + 1,
          })}
          className={`${classes.cell} ${cursorCol === x ? classes.cursor : ''}`}
        />
      ))}
    </tr>
  );
});
