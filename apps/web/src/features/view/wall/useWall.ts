import { type Dispatch, type SetStateAction, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListedCamera } from '../../cameras/list/camera-search.ts';
import type { WallTileActions } from './WallTile.tsx';
import type { WallDrop } from './wall-drag.ts';
import {
  addCamera,
  type Direction,
  fillOrder,
  fillWall,
  indexOfCamera,
  keepCameras,
  moveCell,
  parseWall,
  putCamera,
  removeCell,
  resizeWall,
  rotateCell,
  squareWall,
  swapCells,
  toggleMaximise,
  type Wall,
  wallCameraIds,
  withOpenCamera,
  zoomCell,
} from './wall-model.ts';

const WALL_KEY = 'argus.view.wall';
/** The layout the wall was opened from or saved as, to save it again. */
const LAYOUT_KEY = 'argus.view.layout';

export interface WallLayoutRef {
  id: string;
  name: string;
}

export interface WallState {
  wall: Wall;
  /** The layout the wall came from, or null. */
  layout: WallLayoutRef | null;
  setLayout(layout: WallLayoutRef | null): void;
  /** Another grid size; new cells fill with cameras from the list. */
  resize(rows: number, cols: number): void;
  /** Puts a camera on the wall ("add to wall"); a full wall gives up the open camera's cell. */
  add(cameraId: string): void;
  /** Shows another wall (a layout), opening one of its cameras unless the open one is on it. */
  replace(wall: Wall, layout: WallLayoutRef | null): void;
  actions: WallTileActions;
}

const QUARTER_TURN = 90;

/**
 * State kept in the browser's storage under `key` (JSON), read once. Not Mantine's useLocalStorage: it
 * announces a functional update to its other users a moment later with the value it computed then, which
 * undid a change made in between (a layout opened as the page mounted).
 */
function useStoredState<T>(key: string, read: (value: unknown) => T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => {
    try {
      const text = localStorage.getItem(key);
      return read(text === null ? null : JSON.parse(text));
    } catch {
      return read(null);
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage full or refused: the wall lasts until the page is left
    }
  }, [key, value]);
  return [value, setValue];
}

function layoutRefOf(value: unknown): WallLayoutRef | null {
  const v = value as Partial<WallLayoutRef> | null;
  return v && typeof v.id === 'string' && typeof v.name === 'string' ? { id: v.id, name: v.name } : null;
}

/**
 * The View page's wall (kept in the browser for the next visit): the open camera (/view/{cameraId}) is
 * always on it, and the actions of its tiles. Opening a camera that is not on it puts it in the first empty
 * cell, else in place of the camera that was open.
 */
export function useWall(
  openId: string,
  cameras: readonly ListedCamera[],
  onOpen: (id: string) => void,
): WallState {
  const [stored, setStored] = useStoredState(WALL_KEY, (value) => parseWall(value) ?? squareWall(1));
  const [layout, setLayout] = useStoredState<WallLayoutRef | null>(LAYOUT_KEY, layoutRefOf);
  const known = useMemo(() => new Set(cameras.map((c) => c.id)), [cameras]);
  const wall = useMemo(() => keepCameras(stored, known), [stored, known]);
  const previous = useRef(openId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly opened camera joins the wall
  useEffect(() => {
    setStored((w) => {
      const fallback = Math.max(0, indexOfCamera(w, previous.current));
      return withOpenCamera(keepCameras(w, known), openId, fallback);
    });
    previous.current = openId;
  }, [openId]);

  const change = useCallback(
    (next: (w: Wall) => Wall) => setStored((w) => next(keepCameras(w, known))),
    [known, setStored],
  );
  const ids = useMemo(() => cameras.map((c) => c.id), [cameras]);
  const current = useRef(wall);
  current.current = wall;

  const actions = useMemo<WallTileActions>(
    () => ({
      onOpen,
      onMaximise: (index) => {
        const cameraId = current.current.cells[index]?.cameraId;
        change((w) => toggleMaximise(w, index));
        if (cameraId && cameraId !== openId) onOpen(cameraId);
      },
      onDrop: (index, drop: WallDrop) => {
        if (drop?.kind === 'cell') change((w) => swapCells(w, drop.index, index));
        else if (drop?.kind === 'camera' && known.has(drop.cameraId)) {
          const replaced = current.current.cells[index]?.cameraId;
          change((w) => putCamera(w, index, drop.cameraId));
          if (replaced === openId && indexOfCamera(current.current, drop.cameraId) < 0) onOpen(drop.cameraId);
        }
      },
      onMove: (index, direction: Direction) => change((w) => moveCell(w, index, direction).wall),
      onZoom: (index, zoom) => change((w) => zoomCell(w, index, zoom)),
      onRotate: (index) => change((w) => rotateCell(w, index, QUARTER_TURN)),
      onRemove: (index) => {
        const removed = current.current.cells[index]?.cameraId;
        const next = removeCell(current.current, index);
        const others = wallCameraIds(next);
        // The open camera stays on the wall: removing its tile opens another one (the last one stays).
        if (removed === openId) {
          if (others.length === 0) return;
          onOpen(others[0]!);
        }
        change((w) => removeCell(w, index));
      },
    }),
    [change, known, onOpen, openId],
  );

  const resize = useCallback(
    (rows: number, cols: number) =>
      change((w) => fillWall(resizeWall(w, rows, cols), fillOrder(ids, openId, rows * cols))),
    [change, ids, openId],
  );
  const add = useCallback(
    (cameraId: string) => {
      const added = addCamera(current.current, cameraId, Math.max(0, indexOfCamera(current.current, openId)));
      change(() => added.wall);
      if (indexOfCamera(added.wall, openId) < 0) onOpen(cameraId);
    },
    [change, onOpen, openId],
  );
  const replace = useCallback(
    (next: Wall, ref: WallLayoutRef | null) => {
      const shown = keepCameras(next, known);
      const first = wallCameraIds(shown)[0];
      setStored(first ? shown : withOpenCamera(shown, openId, 0));
      setLayout(ref);
      if (first && indexOfCamera(shown, openId) < 0) onOpen(first);
    },
    [known, onOpen, openId, setLayout, setStored],
  );
  // One object while nothing in it changed: the wall's controls render again only then.
  return useMemo(
    () => ({ wall, layout, setLayout, resize, add, replace, actions }),
    [wall, layout, setLayout, resize, add, replace, actions],
  );
}
