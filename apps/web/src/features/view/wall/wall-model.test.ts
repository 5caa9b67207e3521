import { describe, expect, it } from 'vitest';
import {
  addCamera,
  emptyWall,
  fillOrder,
  fillWall,
  keepCameras,
  moveCell,
  parseWall,
  presetOf,
  putCamera,
  removeCell,
  resizeWall,
  rotateCell,
  squareWall,
  swapCells,
  toggleMaximise,
  visibleCells,
  type Wall,
  wallCameraIds,
  withOpenCamera,
  zoomCell,
} from './wall-model.ts';

const ids = (wall: Wall) => wall.cells.map((cell) => cell?.cameraId ?? '-');

describe('video wall', () => {
  it('makes the preset grids and custom sizes up to 8×8', () => {
    expect(squareWall(1).cells).toHaveLength(1);
    expect(squareWall(9)).toMatchObject({ rows: 3, cols: 3 });
    expect(emptyWall(2, 5).cells).toHaveLength(10);
    expect(emptyWall(12, 0)).toMatchObject({ rows: 8, cols: 1 });
    expect(presetOf(squareWall(16))).toBe(16);
    expect(presetOf(emptyWall(2, 3))).toBeNull();
  });

  it('fills empty cells with the cameras not on it, in order', () => {
    const wall = fillWall(putCamera(squareWall(4), 1, 'b'), ['a', 'b', 'c', 'd', 'e']);
    expect(ids(wall)).toEqual(['a', 'b', 'c', 'd']);
    expect(wallCameraIds(wall)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts a dropped camera in a cell, swapping when it is on the wall already', () => {
    const wall = fillWall(squareWall(4), ['a', 'b', 'c']);
    expect(ids(putCamera(wall, 3, 'x'))).toEqual(['a', 'b', 'c', 'x']);
    expect(ids(putCamera(wall, 0, 'x'))).toEqual(['x', 'b', 'c', '-']);
    expect(ids(putCamera(wall, 0, 'c'))).toEqual(['c', 'b', 'a', '-']);
    expect(putCamera(wall, 9, 'x')).toBe(wall);
  });

  it('adds a camera to the first empty cell, else in place of the selected one', () => {
    const wall = fillWall(squareWall(4), ['a', 'b', 'c']);
    expect(addCamera(wall, 'x', 0)).toMatchObject({ index: 3 });
    const full = addCamera(wall, 'x', 0).wall;
    const { wall: replaced, index } = addCamera(full, 'y', 1);
    expect(index).toBe(1);
    expect(ids(replaced)).toEqual(['a', 'y', 'c', 'x']);
    expect(addCamera(full, 'c', 0)).toEqual({ wall: full, index: 2 });
  });

  it('removes, swaps and moves cells with the keys', () => {
    const wall = fillWall(squareWall(4), ['a', 'b', 'c', 'd']);
    expect(ids(removeCell(wall, 1))).toEqual(['a', '-', 'c', 'd']);
    expect(ids(swapCells(wall, 0, 3))).toEqual(['d', 'b', 'c', 'a']);
    const right = moveCell(wall, 0, 'right');
    expect(right.index).toBe(1);
    expect(ids(right.wall)).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(moveCell(wall, 0, 'down').wall)).toEqual(['c', 'b', 'a', 'd']);
    expect(moveCell(wall, 0, 'left')).toEqual({ wall, index: 0 });
    expect(moveCell(wall, 3, 'down')).toEqual({ wall, index: 3 });
  });

  it('maximises a cell with a camera and restores the grid', () => {
    const wall = fillWall(squareWall(4), ['a', 'b']);
    expect(toggleMaximise(wall, 3)).toBe(wall);
    const max = toggleMaximise(wall, 1);
    expect(visibleCells(max)).toEqual([{ index: 1, cell: wall.cells[1] }]);
    expect(toggleMaximise(max, 1).maximised).toBeNull();
    expect(visibleCells(wall)).toHaveLength(4);
    expect(swapCells(max, 1, 0).maximised).toBe(0);
    expect(removeCell(max, 1).maximised).toBeNull();
  });

  it('keeps cells in their row and column when resized, moving the others into free cells', () => {
    const wall = fillWall(squareWall(9), ['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    const small = resizeWall(wall, 2, 2);
    expect(ids(small)).toEqual(['a', 'b', 'd', 'e']);
    const sparse = removeCell(removeCell(wall, 1), 4);
    expect(ids(resizeWall(sparse, 2, 2))).toEqual(['a', 'c', 'd', 'f']);
    const big = resizeWall(fillWall(squareWall(4), ['a', 'b', 'c', 'd']), 3, 3);
    expect(ids(big)).toEqual(['a', 'b', '-', 'c', 'd', '-', '-', '-', '-']);
  });

  it('zooms within 1–4 and rotates in quarter turns', () => {
    const wall = fillWall(squareWall(1), ['a']);
    expect(zoomCell(wall, 0, 9).cells[0]?.zoom).toBe(4);
    expect(zoomCell(wall, 0, 0.2).cells[0]?.zoom).toBe(1);
    expect(rotateCell(wall, 0, -90).cells[0]?.rotation).toBe(270);
    expect(rotateCell(rotateCell(wall, 0, 270), 0, 180).cells[0]?.rotation).toBe(90);
    expect(zoomCell(squareWall(1), 0, 2)).toEqual(squareWall(1));
  });

  it('reads a stored wall, dropping what is not one', () => {
    const wall = toggleMaximise(zoomCell(fillWall(squareWall(4), ['a', 'b']), 1, 2), 1);
    expect(parseWall(JSON.parse(JSON.stringify(wall)))).toEqual(wall);
    expect(parseWall('x')).toBeNull();
    expect(parseWall({ rows: 2 })).toBeNull();
    const twice = parseWall({
      rows: 1,
      cols: 2,
      cells: [{ cameraId: 'a' }, { cameraId: 'a' }],
      maximised: 1,
    });
    expect(twice).toEqual({
      rows: 1,
      cols: 2,
      cells: [{ cameraId: 'a', zoom: 1, rotation: 0 }, null],
      maximised: null,
    });
  });

  it('leaves out cameras that are gone', () => {
    const wall = fillWall(squareWall(4), ['a', 'b']);
    expect(ids(keepCameras(wall, new Set(['b'])))).toEqual(['-', 'b', '-', '-']);
    expect(keepCameras(wall, new Set(['a', 'b']))).toBe(wall);
  });
});

describe('the open camera on the wall', () => {
  it('is added where there is room, else in place of the fallback cell, and a maximised wall shows it', () => {
    const wall = fillWall(squareWall(4), ['a', 'b', 'c', 'd']);
    expect(withOpenCamera(wall, 'b', 0)).toBe(wall);
    expect(ids(withOpenCamera(wall, 'x', 2))).toEqual(['a', 'b', 'x', 'd']);
    expect(ids(withOpenCamera(removeCell(wall, 3), 'x', 0))).toEqual(['a', 'b', 'c', 'x']);
    const max = toggleMaximise(wall, 0);
    expect(withOpenCamera(max, 'c', 0).maximised).toBe(2);
    expect(withOpenCamera(max, 'x', 0)).toMatchObject({ maximised: 0 });
  });

  it('fills a grid from the page that holds the open camera', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(fillOrder(list, 'f', 4)).toEqual(['e', 'f', 'a', 'b', 'c', 'd']);
    expect(fillOrder(list, 'b', 4)).toEqual(list);
    expect(fillOrder(list, 'zz', 9)).toEqual(list);
  });
});
