import { describe, expect, it } from 'vitest';
import {
  emptyWall,
  fillWall,
  removeCell,
  rotateCell,
  squareWall,
  zoomCell,
} from '../view/wall/wall-model.ts';
import { layoutToWall, wallToLayout } from './layout-wall.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const D = '44444444-4444-4444-8444-444444444444';

const item = (resourceId: string, left: number, top: number, extra = {}) => ({
  resourceId,
  left,
  top,
  right: left + 1,
  bottom: top + 1,
  rotation: 0,
  zoomLeft: 0,
  zoomRight: 0,
  ...extra,
});

describe('layout and wall', () => {
  it('saves each camera cell as an item on its cell, with the grid size', () => {
    const wall = rotateCell(zoomCell(fillWall(squareWall(4), [A, B, C]), 1, 2), 2, 90);
    const layout = wallToLayout(wall);
    expect(layout).toMatchObject({ fixedWidth: 2, fixedHeight: 2 });
    expect(layout.items).toEqual([
      expect.objectContaining({ resourceId: A, left: 0, top: 0, right: 1, bottom: 1, zoomLeft: 0 }),
      expect.objectContaining({ resourceId: B, left: 1, top: 0, zoomLeft: 0.25, zoomRight: 0.75 }),
      expect.objectContaining({ resourceId: C, left: 0, top: 1, rotation: 90 }),
    ]);
  });

  it('opens a saved wall as it was, empty cells and zoom included', () => {
    const wall = removeCell(rotateCell(zoomCell(fillWall(emptyWall(2, 3), [A, B, C, D]), 3, 3), 1, 270), 0);
    expect(layoutToWall(wallToLayout(wall))).toEqual(wall);
  });

  it('reads layouts of other clients: no fixed size, negative cells, braced ids', () => {
    const wall = layoutToWall({
      fixedWidth: 0,
      fixedHeight: 0,
      items: [item(`{${A.toUpperCase()}}`, -1, -1), item(B, 0, -1), item(C, -1, 0)],
    });
    expect(wall).toMatchObject({ rows: 2, cols: 2 });
    expect(wall.cells.map((c) => c?.cameraId ?? null)).toEqual([A, B, C, null]);
  });

  it('moves clashing or outside items to free cells, and leaves out unknown resources', () => {
    const wall = layoutToWall(
      {
        fixedWidth: 2,
        fixedHeight: 1,
        items: [item(A, 0, 0), item(B, 0, 0), item(C, 5, 5), item(D, 1, 0), item(A, 1, 0)],
      },
      new Set([A, B, C]),
    );
    expect(wall.cells.map((c) => c?.cameraId ?? null)).toEqual([A, B]);
    expect(layoutToWall({ fixedWidth: 0, fixedHeight: 0, items: [] })).toEqual(emptyWall(1, 1));
  });
});
