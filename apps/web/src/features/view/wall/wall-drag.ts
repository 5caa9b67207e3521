/**
 * What a drag onto the wall carries (HTML5 drag and drop): a camera from the camera list, or a tile's cell
 * being moved onto another (a swap).
 */
export const CAMERA_DRAG_TYPE = 'application/x-argus-camera';
export const CELL_DRAG_TYPE = 'application/x-argus-wall-cell';

export type WallDrop = { kind: 'camera'; cameraId: string } | { kind: 'cell'; index: number } | null;

/** Whether a drag carries something the wall takes (the data itself is readable only on drop). */
export function isWallDrag(types: readonly string[]): boolean {
  return types.includes(CAMERA_DRAG_TYPE) || types.includes(CELL_DRAG_TYPE);
}

/** What was dropped, from the drop's data. */
export function wallDropOf(data: Pick<DataTransfer, 'getData'>): WallDrop {
  const cell = data.getData(CELL_DRAG_TYPE);
  if (cell !== '' && Number.isInteger(Number(cell))) return { kind: 'cell', index: Number(cell) };
  const cameraId = data.getData(CAMERA_DRAG_TYPE);
  return cameraId ? { kind: 'camera', cameraId } : null;
}
