/**
 * The row a key moves to in a list of `count` rows, or null for keys that do not move: the arrows one row,
 * Page Up/Down a screenful (`pageSize` rows), Home and End to the first and last row.
 */
export function rowAfterKey(key: string, index: number, count: number, pageSize: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const step = Math.max(1, pageSize);
  switch (key) {
    case 'ArrowDown':
      return Math.min(index + 1, last);
    case 'ArrowUp':
      return Math.max(index - 1, 0);
    case 'PageDown':
      return Math.min(index + step, last);
    case 'PageUp':
      return Math.max(index - step, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** The indexes to render: the virtualizer's range plus a row that holds the focus, kept in order. */
export function withFocusedRow(indexes: number[], focused: number | null, count: number): number[] {
  if (focused === null || focused >= count || indexes.includes(focused)) return indexes;
  return [...indexes, focused].sort((a, b) => a - b);
}
