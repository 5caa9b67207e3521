/**
 * The video wall, pure: a grid of rows × cols cells (1, 4, 9, 16 or any size up to 8×8), each empty or
 * holding one camera with its digital zoom and rotation; one cell may be maximised (it alone fills the
 * player until restored). Every change returns a new wall; a camera is on the wall at most once.
 */

export const MAX_WALL_SIDE = 8;
/** The preset grids (tiles at once) the toolbar offers; any other size is a custom rows × cols. */
export const PRESET_WALL_SIZES = [1, 4, 9, 16] as const;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

export interface WallCamera {
  cameraId: string;
  /** Digital zoom of the picture's centre, 1 (none) to MAX_ZOOM. */
  zoom: number;
  /** Clockwise, in degrees: 0, 90, 180 or 270. */
  rotation: number;
}
export type WallCell = WallCamera | null;

export interface Wall {
  rows: number;
  cols: number;
  /** Row by row, rows × cols of them. */
  cells: readonly WallCell[];
  /** The cell shown alone, or null. */
  maximised: number | null;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

export const clampSide = (n: number) => Math.min(MAX_WALL_SIDE, Math.max(1, Math.round(n) || 1));

export function emptyWall(rows: number, cols: number): Wall {
  const r = clampSide(rows);
  const c = clampSide(cols);
  return { rows: r, cols: c, cells: Array.from({ length: r * c }, () => null), maximised: null };
}

/** The square grid of a preset size (4 → 2×2). */
export function squareWall(size: number): Wall {
  const side = clampSide(Math.sqrt(size));
  return emptyWall(side, side);
}

export const cameraCell = (cameraId: string): WallCamera => ({ cameraId, zoom: 1, rotation: 0 });

export function indexOfCamera(wall: Wall, cameraId: string): number {
  return wall.cells.findIndex((cell) => cell?.cameraId === cameraId);
}

export function wallCameraIds(wall: Wall): string[] {
  return wall.cells.flatMap((cell) => (cell ? [cell.cameraId] : []));
}

/** The cells on screen: the maximised one alone, or all of them, with their places. */
export function visibleCells(wall: Wall): { index: number; cell: WallCell }[] {
  if (wall.maximised !== null) return [{ index: wall.maximised, cell: wall.cells[wall.maximised] ?? null }];
  return wall.cells.map((cell, index) => ({ index, cell }));
}

const withCells = (wall: Wall, cells: WallCell[]): Wall => {
  const maximised = wall.maximised !== null && cells[wall.maximised] ? wall.maximised : null;
  return { ...wall, cells, maximised };
};

/**
 * Another grid size: cells keep their row and column where they still fit; the cameras of cells that fall
 * outside move to the first empty cells, in reading order; what does not fit at all leaves the wall.
 */
export function resizeWall(wall: Wall, rows: number, cols: number): Wall {
  const next = emptyWall(rows, cols);
  const cells = [...next.cells];
  const homeless: WallCamera[] = [];
  wall.cells.forEach((cell, i) => {
    if (!cell) return;
    const r = Math.floor(i / wall.cols);
    const c = i % wall.cols;
    if (r < next.rows && c < next.cols) cells[r * next.cols + c] = cell;
    else homeless.push(cell);
  });
  for (const cell of homeless) {
    const free = cells.indexOf(null);
    if (free < 0) break;
    cells[free] = cell;
  }
  return { ...next, cells };
}

/** Fills the empty cells with the cameras not yet on the wall, in the order given. */
export function fillWall(wall: Wall, cameraIds: readonly string[]): Wall {
  const cells = [...wall.cells];
  const on = new Set(wallCameraIds(wall));
  for (const id of cameraIds) {
    if (on.has(id)) continue;
    const free = cells.indexOf(null);
    if (free < 0) break;
    cells[free] = cameraCell(id);
    on.add(id);
  }
  return withCells(wall, cells);
}

/**
 * Puts a camera into a cell (dropped from the camera list). A camera already on the wall moves there, and
 * what the cell held takes its old place (a swap); otherwise it replaces what the cell held.
 */
export function putCamera(wall: Wall, index: number, cameraId: string): Wall {
  if (index < 0 || index >= wall.cells.length) return wall;
  const from = indexOfCamera(wall, cameraId);
  if (from >= 0) return swapCells(wall, from, index);
  const cells = [...wall.cells];
  cells[index] = cameraCell(cameraId);
  return withCells(wall, cells);
}

/**
 * Adds a camera ("add to wall"): where it is already, else the first empty cell, else in place of the cell
 * `fallback` (the selected one). Returns the wall and the camera's cell.
 */
export function addCamera(wall: Wall, cameraId: string, fallback: number): { wall: Wall; index: number } {
  const at = indexOfCamera(wall, cameraId);
  if (at >= 0) return { wall, index: at };
  const free = wall.cells.indexOf(null);
  const index = free >= 0 ? free : Math.min(Math.max(0, fallback), wall.cells.length - 1);
  return { wall: putCamera(wall, index, cameraId), index };
}

export function removeCell(wall: Wall, index: number): Wall {
  if (!wall.cells[index]) return wall;
  const cells = [...wall.cells];
  cells[index] = null;
  return withCells(wall, cells);
}

/** Swaps two cells (a tile dragged onto another); the maximised cell follows its camera. */
export function swapCells(wall: Wall, a: number, b: number): Wall {
  const n = wall.cells.length;
  if (a === b || a < 0 || b < 0 || a >= n || b >= n) return wall;
  const cells = [...wall.cells];
  [cells[a], cells[b]] = [cells[b] ?? null, cells[a] ?? null];
  const maximised = wall.maximised === a ? b : wall.maximised === b ? a : wall.maximised;
  return withCells({ ...wall, maximised }, cells);
}

const STEPS: Record<Direction, readonly [number, number]> = {
  left: [0, -1],
  right: [0, 1],
  up: [-1, 0],
  down: [1, 0],
};

/** The neighbouring cell in a direction, or null at the wall's edge. */
export function neighbourCell(wall: Wall, index: number, direction: Direction): number | null {
  const r = Math.floor(index / wall.cols);
  const c = index % wall.cols;
  const [dr, dc] = STEPS[direction];
  const nr = r + dr;
  const nc = c + dc;
  if (nr < 0 || nc < 0 || nr >= wall.rows || nc >= wall.cols) return null;
  return nr * wall.cols + nc;
}

/** Moves a cell one step (the keyboard's way to drag): it swaps with its neighbour; returns its new place. */
export function moveCell(wall: Wall, index: number, direction: Direction): { wall: Wall; index: number } {
  const to = neighbourCell(wall, index, direction);
  if (to === null) return { wall, index };
  return { wall: swapCells(wall, index, to), index: to };
}

/** Maximises a cell with a camera, or restores the grid when it is the maximised one. */
export function toggleMaximise(wall: Wall, index: number): Wall {
  if (wall.maximised === index) return { ...wall, maximised: null };
  if (!wall.cells[index]) return wall;
  return { ...wall, maximised: index };
}

function changeCell(wall: Wall, index: number, change: (cell: WallCamera) => WallCamera): Wall {
  const cell = wall.cells[index];
  if (!cell) return wall;
  const cells = [...wall.cells];
  cells[index] = change(cell);
  return { ...wall, cells };
}

export const clampZoom = (zoom: number) =>
  Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Number.isFinite(zoom) ? zoom : 1));

export function zoomCell(wall: Wall, index: number, zoom: number): Wall {
  return changeCell(wall, index, (cell) => ({ ...cell, zoom: clampZoom(zoom) }));
}

/** Rotation in quarter turns, kept within 0–359°. */
export const normalRotation = (degrees: number) =>
  ((((Math.round((Number.isFinite(degrees) ? degrees : 0) / 90) * 90) % 360) + 360) % 360) as number;

export function rotateCell(wall: Wall, index: number, byDegrees: number): Wall {
  return changeCell(wall, index, (cell) => ({
    ...cell,
    rotation: normalRotation(cell.rotation + byDegrees),
  }));
}

/** The preset the wall's size is (4 for 2×2), or null for a custom size. */
export function presetOf(wall: Pick<Wall, 'rows' | 'cols'>): number | null {
  const size = wall.rows * wall.cols;
  return wall.rows === wall.cols && (PRESET_WALL_SIZES as readonly number[]).includes(size) ? size : null;
}

/** A wall read back from storage, checked; null when it is not one. */
export function parseWall(value: unknown): Wall | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<Wall>;
  if (typeof v.rows !== 'number' || typeof v.cols !== 'number' || !Array.isArray(v.cells)) return null;
  const wall = emptyWall(v.rows, v.cols);
  const seen = new Set<string>();
  const cells = wall.cells.map((_, i) => {
    const cell = v.cells?.[i] as Partial<WallCamera> | null | undefined;
    if (!cell || typeof cell.cameraId !== 'string' || !cell.cameraId || seen.has(cell.cameraId)) return null;
    seen.add(cell.cameraId);
    return {
      cameraId: cell.cameraId,
      zoom: clampZoom(Number(cell.zoom)),
      rotation: normalRotation(Number(cell.rotation)),
    };
  });
  const maximised =
    typeof v.maximised === 'number' && cells[v.maximised] ? v.maximised : (null as number | null);
  return { ...wall, cells, maximised };
}

/** Leaves out cameras that are gone (deleted, or no longer shared with the user). */
export function keepCameras(wall: Wall, known: ReadonlySet<string>): Wall {
  if (wall.cells.every((cell) => !cell || known.has(cell.cameraId))) return wall;
  return withCells(
    wall,
    wall.cells.map((cell) => (cell && known.has(cell.cameraId) ? cell : null)),
  );
}

/**
 * The wall with the open camera on it (/view/{cameraId}): where it is, else added (the first empty cell, else
 * in place of the cell `fallback`); a maximised wall shows it.
 */
export function withOpenCamera(wall: Wall, cameraId: string, fallback: number): Wall {
  const added = addCamera(wall, cameraId, fallback);
  const next = added.wall;
  if (next.maximised === null || next.maximised === added.index) return next;
  return { ...next, maximised: added.index };
}

/**
 * The order the empty cells of a larger grid fill in: the cameras from the page of `size` that holds the
 * open one, then the rest of the list, around.
 */
export function fillOrder(cameraIds: readonly string[], openId: string, size: number): string[] {
  const at = Math.max(0, cameraIds.indexOf(openId));
  const start = Math.floor(at / Math.max(1, size)) * Math.max(1, size);
  return [...cameraIds.slice(start), ...cameraIds.slice(0, start)];
}
