/** A rendered row of a virtual list: its index and where it starts and ends in the scroller. */
export interface PlacedRow {
  index: number;
  start: number;
  end: number;
}

/** A run of the list that is not rendered, kept as an empty block of its height. */
export interface Gap {
  kind: 'gap';
  key: string;
  height: number;
}

export type Segment<R extends PlacedRow> = Gap | { kind: 'row'; row: R };

/**
 * The rendered rows of a table in document order, with a gap before, between (a focused row kept rendered
 * away from the rest) and after them, so the table is as tall as all its rows. `listStart` is where the list
 * starts in the scroller (the virtualizer's scroll margin), `listSize` its whole height.
 */
export function withGaps<R extends PlacedRow>(
  rows: readonly R[],
  listStart: number,
  listSize: number,
): Segment<R>[] {
  const out: Segment<R>[] = [];
  let cursor = listStart;
  for (const row of rows) {
    if (row.start > cursor) out.push({ kind: 'gap', key: `gap-${row.index}`, height: row.start - cursor });
    out.push({ kind: 'row', row });
    cursor = Math.max(cursor, row.end);
  }
  const end = listStart + listSize;
  if (end > cursor) out.push({ kind: 'gap', key: 'gap-end', height: end - cursor });
  return out;
}
