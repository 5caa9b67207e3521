/**
 * A wall as an Nx layout and back, pure (media-server-api §4.10; docs/api-decisions.md "Layouts and the
 * video wall"). Each camera cell is an item whose `left/top/right/bottom` are its cell's bounds in cell units
 * (column c, row r: c, r, c + 1, r + 1); the grid's size is `fixedWidth` × `fixedHeight` (columns × rows), so
 * empty rows and columns survive; zoom is the centred `zoomLeft/Top/Right/Bottom` rectangle (0–1 of the
 * picture; all zero: none); rotation is the item's `rotation` in degrees.
 */
import type { LayoutItem, LayoutModel } from '@argus/contract/mediaserver';
import {
  clampSide,
  clampZoom,
  emptyWall,
  normalRotation,
  type Wall,
  type WallCamera,
  type WallCell,
} from '../view/wall/wall-model.ts';

/** The 16:9 cells the console draws. */
export const WALL_CELL_ASPECT_RATIO = 16 / 9;

export interface LayoutItemBody {
  resourceId: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  rotation: number;
  zoomLeft: number;
  zoomTop: number;
  zoomRight: number;
  zoomBottom: number;
}

/** What a layout saves of a wall (the body of POST, or of PATCH with the name). */
export interface LayoutWallBody {
  items: LayoutItemBody[];
  fixedWidth: number;
  fixedHeight: number;
  cellAspectRatio: number;
}

/** The centred zoom rectangle of a zoom factor; all zero for none (the Nx default). */
function zoomRectOf(zoom: number) {
  if (zoom <= 1) return { zoomLeft: 0, zoomTop: 0, zoomRight: 0, zoomBottom: 0 };
  const margin = (1 - 1 / zoom) / 2;
  const round = (v: number) => Math.round(v * 10_000) / 10_000;
  return {
    zoomLeft: round(margin),
    zoomTop: round(margin),
    zoomRight: round(1 - margin),
    zoomBottom: round(1 - margin),
  };
}

/** The zoom factor of a zoom rectangle (by its width); 1 for none. */
function zoomOfRect(item: Pick<LayoutItem, 'zoomLeft' | 'zoomRight'>): number {
  const width = item.zoomRight - item.zoomLeft;
  return width > 0 && width < 1 ? clampZoom(Math.round((1 / width) * 100) / 100) : 1;
}

export function wallToLayout(wall: Wall): LayoutWallBody {
  const items = wall.cells.flatMap((cell, i) => {
    if (!cell) return [];
    const row = Math.floor(i / wall.cols);
    const col = i % wall.cols;
    return [
      {
        resourceId: cell.cameraId,
        left: col,
        top: row,
        right: col + 1,
        bottom: row + 1,
        rotation: cell.rotation,
        ...zoomRectOf(cell.zoom),
      },
    ];
  });
  return { items, fixedWidth: wall.cols, fixedHeight: wall.rows, cellAspectRatio: WALL_CELL_ASPECT_RATIO };
}

type ReadItem = Pick<
  LayoutItem,
  'resourceId' | 'left' | 'top' | 'right' | 'bottom' | 'rotation' | 'zoomLeft' | 'zoomRight'
>;
type ReadLayout = Pick<LayoutModel, 'fixedWidth' | 'fixedHeight'> & { items: readonly ReadItem[] };

/**
 * The wall of a layout. Items are placed by their top-left cell, counted from the top-left item (layouts of
 * other clients may start at negative cells or use half cells); the grid is `fixedWidth` × `fixedHeight`
 * when set, else as large as the items reach, at most 8×8. An item whose cell is taken or outside the grid
 * goes to the first empty cell; what does not fit is left out, as are items of no camera in `cameraIds`
 * (when given: web pages, servers, cameras the user may not see) and a camera's second item.
 */
export function layoutToWall(layout: ReadLayout, cameraIds?: ReadonlySet<string>): Wall {
  const items = layout.items.filter(
    (item) => !cameraIds || cameraIds.has(item.resourceId.replace(/[{}]/g, '').toLowerCase()),
  );
  const originLeft = Math.min(0, ...items.map((item) => Math.floor(item.left + 0.01)));
  const originTop = Math.min(0, ...items.map((item) => Math.floor(item.top + 0.01)));
  const cellOf = (item: ReadItem) => ({
    col: Math.floor(item.left + 0.01) - originLeft,
    row: Math.floor(item.top + 0.01) - originTop,
  });
  const reach = (get: (item: ReadItem) => number) => Math.max(1, ...items.map((item) => get(item) + 1));
  const cols = clampSide(layout.fixedWidth > 0 ? layout.fixedWidth : reach((item) => cellOf(item).col));
  const rows = clampSide(layout.fixedHeight > 0 ? layout.fixedHeight : reach((item) => cellOf(item).row));
  const wall = emptyWall(rows, cols);
  const cells: WallCell[] = [...wall.cells];
  const seen = new Set<string>();
  const homeless: WallCamera[] = [];
  for (const item of items) {
    const cameraId = item.resourceId.replace(/[{}]/g, '').toLowerCase();
    if (seen.has(cameraId)) continue;
    seen.add(cameraId);
    const cell = { cameraId, zoom: zoomOfRect(item), rotation: normalRotation(item.rotation) };
    const { row, col } = cellOf(item);
    const index = row * cols + col;
    if (row < rows && col < cols && !cells[index]) cells[index] = cell;
    else homeless.push(cell);
  }
  for (const cell of homeless) {
    const free = cells.indexOf(null);
    if (free >= 0) cells[free] = cell;
  }
  return { ...wall, cells };
}
