/**
 * Painting a grid of cells, shared by the week grid and the motion grid: drag with mouse, pen or touch (pointer
 * events) to paint a rectangle; on the keyboard the arrows move a cell cursor, Shift+arrows extend a selection
 * from where it started, Space or Enter paints the selection, Delete or Backspace erases it.
 */
import { type KeyboardEvent, type PointerEvent, useState } from 'react';

export interface Cell {
  row: number;
  col: number;
}

/** Corners inclusive, in any order. */
export interface Selection {
  from: Cell;
  to: Cell;
}

export function inSelection(s: Selection | null, row: number, col: number): boolean {
  if (!s) return false;
  const [r0, r1] = [Math.min(s.from.row, s.to.row), Math.max(s.from.row, s.to.row)];
  const [c0, c1] = [Math.min(s.from.col, s.to.col), Math.max(s.from.col, s.to.col)];
  return row >= r0 && row <= r1 && col >= c0 && col <= c1;
}

interface Options {
  rows: number;
  cols: number;
  disabled?: boolean;
  onPaint(selection: Selection): void;
  onErase(selection: Selection): void;
}

const MOVES: Record<string, Cell> = {
  ArrowUp: { row: -1, col: 0 },
  ArrowDown: { row: 1, col: 0 },
  ArrowLeft: { row: 0, col: -1 },
  ArrowRight: { row: 0, col: 1 },
};

/** The cell under a point: cells carry `data-row` and `data-col`. */
function cellAt(x: number, y: number): Cell | null {
  const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-row][data-col]');
  if (!el) return null;
  return { row: Number(el.dataset.row), col: Number(el.dataset.col) };
}

export function useCellPainting({ rows, cols, disabled, onPaint, onErase }: Options) {
  const [cursor, setCursor] = useState<Cell>({ row: 0, col: 0 });
  const [selection, setSelection] = useState<Selection>({ from: cursor, to: cursor });
  const [dragging, setDragging] = useState(false);
  const clamp = (c: Cell): Cell => ({
    row: Math.max(0, Math.min(rows - 1, c.row)),
    col: Math.max(0, Math.min(cols - 1, c.col)),
  });

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    const move = MOVES[e.key];
    if (move) {
      e.preventDefault();
      const next = clamp({ row: cursor.row + move.row, col: cursor.col + move.col });
      setCursor(next);
      setSelection((s) => (e.shiftKey ? { from: s.from, to: next } : { from: next, to: next }));
    } else if ((e.key === ' ' || e.key === 'Enter') && !disabled) {
      e.preventDefault();
      onPaint(selection);
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && !disabled) {
      e.preventDefault();
      onErase(selection);
    }
  }

  function onPointerDown(e: PointerEvent<HTMLElement>) {
    if (disabled || e.button !== 0) return;
    const cell = cellAt(e.clientX, e.clientY);
    if (!cell) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    e.currentTarget.focus({ preventScroll: true });
    setCursor(cell);
    setSelection({ from: cell, to: cell });
    setDragging(true);
  }

  function onPointerMove(e: PointerEvent<HTMLElement>) {
    if (!dragging) return;
    const cell = cellAt(e.clientX, e.clientY);
    if (cell && (cell.row !== selection.to.row || cell.col !== selection.to.col)) {
      setCursor(cell);
      setSelection((s) => ({ from: s.from, to: cell }));
    }
  }

  function onPointerUp() {
    if (!dragging) return;
    setDragging(false);
    onPaint(selection);
  }

  return {
    cursor,
    selection,
    dragging,
    handlers: {
      onKeyDown,
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: () => setDragging(false),
    },
  };
}
