/**
 * The stored form of a set of moving cells (pure). A bit set of the 44×32 grid is 176 bytes; motion is
 * mostly a few cells, so a set with fewer than 88 non-zero bytes is stored sparse, as (byte index, byte)
 * pairs, and only a busier one whole. The length tells them apart: 176 is whole, anything shorter is pairs.
 * A region test reads the stored form directly, without decoding it.
 */
import {
  MOTION_CELL_BYTES,
  MOTION_GRID_CELLS,
  MOTION_GRID_HEIGHT,
  MOTION_GRID_WIDTH,
} from '@argus/contract/mediaserver';

/**
 * [design] The coarse blocks of a row's `blocks` column: the grid cut into 8×6 blocks (5–6 cells each way),
 * one bit each, 48 bits: a whole number SQLite tests with `&` while it reads the range, so that rows that
 * cannot touch a region never reach JavaScript.
 */
const BLOCK_COLUMNS = 8;
const BLOCK_ROWS = 6;
/** Per cell, its block's bit value (2^block). */
const BLOCK_BIT: readonly number[] = Array.from({ length: MOTION_GRID_CELLS }, (_, i) => {
  const x = i % MOTION_GRID_WIDTH;
  const y = Math.floor(i / MOTION_GRID_WIDTH);
  const block =
    Math.floor((y * BLOCK_ROWS) / MOTION_GRID_HEIGHT) * BLOCK_COLUMNS +
    Math.floor((x * BLOCK_COLUMNS) / MOTION_GRID_WIDTH);
  return 2 ** block;
});

/** The coarse blocks a cell bit set touches (a 48-bit whole number). */
export function cellBlocks(cells: Uint8Array): number {
  const seen = new Set<number>();
  for (let byte = 0; byte < MOTION_CELL_BYTES; byte += 1) {
    const bits = cells[byte]!;
    if (!bits) continue;
    for (let bit = 0; bit < 8; bit += 1) if (bits & (1 << bit)) seen.add(BLOCK_BIT[byte * 8 + bit]!);
  }
  let blocks = 0;
  for (const value of seen) blocks += value;
  return blocks;
}

/**
 * The coarse blocks whose every cell is in a region (a bit set): a row touching one of them surely touches
 * the region, without a look at its cells.
 */
export function coveredBlocks(region: Uint8Array): number {
  const partly = new Set<number>();
  const wholly = new Set<number>();
  for (let cell = 0; cell < MOTION_GRID_CELLS; cell += 1) {
    const inRegion = (region[cell >> 3]! >> (cell & 7)) & 1;
    (inRegion ? wholly : partly).add(BLOCK_BIT[cell]!);
  }
  let blocks = 0;
  for (const value of wholly) if (!partly.has(value)) blocks += value;
  return blocks;
}

/** The stored form of a cell bit set (empty for no motion). */
export function encodeCells(cells: Uint8Array): Uint8Array {
  let nonZero = 0;
  for (let i = 0; i < MOTION_CELL_BYTES; i += 1) if (cells[i]) nonZero += 1;
  if (nonZero * 2 >= MOTION_CELL_BYTES) return cells.slice(0, MOTION_CELL_BYTES);
  const pairs = new Uint8Array(nonZero * 2);
  let at = 0;
  for (let i = 0; i < MOTION_CELL_BYTES; i += 1) {
    const byte = cells[i]!;
    if (!byte) continue;
    pairs[at] = i;
    pairs[at + 1] = byte;
    at += 2;
  }
  return pairs;
}

/** The cell bit set of a stored form. */
export function decodeCells(stored: Uint8Array): Uint8Array {
  if (stored.length === MOTION_CELL_BYTES) return stored.slice();
  const cells = new Uint8Array(MOTION_CELL_BYTES);
  for (let at = 0; at + 1 < stored.length; at += 2) cells[stored[at]!] = stored[at + 1]!;
  return cells;
}

/** Whether a stored cell set has a cell of the region (a bit set). */
export function touchesRegion(stored: Uint8Array, region: Uint8Array): boolean {
  if (stored.length === MOTION_CELL_BYTES) {
    for (let i = 0; i < MOTION_CELL_BYTES; i += 1) if (stored[i]! & region[i]!) return true;
    return false;
  }
  for (let at = 0; at + 1 < stored.length; at += 2) if (stored[at + 1]! & region[stored[at]!]!) return true;
  return false;
}

/** Adds the cells of `more` to `into` (both bit sets). */
export function orCells(into: Uint8Array, more: Uint8Array): void {
  for (let i = 0; i < MOTION_CELL_BYTES; i += 1) into[i]! |= more[i]!;
}

/**
 * A listing: rows of one camera and span as one text, the way SQLite hands a range over fastest (one string
 * instead of a row array and a buffer per row; motion-cells.repository.ts). Each row is
 * `<bucket index>:<stored form in upper-case hex>`, rows joined by `,`, oldest first; an empty stored form
 * means the row surely touches the region (coveredBlocks). Calls `visit` with the bucket index of each row
 * that has a cell of the region (a bit set), in order.
 */
export function forEachTouching(listing: string, region: Uint8Array, visit: (index: number) => void): void {
  const regionBytes: number[] = [];
  for (let i = 0; i < MOTION_CELL_BYTES; i += 1) if (region[i]) regionBytes.push(i);
  const whole = MOTION_CELL_BYTES * 2;
  let at = 0;
  while (at < listing.length) {
    let index = 0;
    for (let c = listing.charCodeAt(at); c !== COLON; c = listing.charCodeAt(++at))
      index = index * 10 + c - 48;
    const from = at + 1;
    let to = listing.indexOf(',', from);
    if (to < 0) to = listing.length;
    at = to + 1;
    if (from === to) {
      visit(index);
      continue;
    }
    let touches = false;
    if (to - from === whole) {
      for (const byte of regionBytes)
        if (hexByte(listing, from + byte * 2) & region[byte]!) {
          touches = true;
          break;
        }
    } else {
      for (let p = from; p + 3 < to; p += 4)
        if (hexByte(listing, p + 2) & region[hexByte(listing, p)]!) {
          touches = true;
          break;
        }
    }
    if (touches) visit(index);
  }
}

const COLON = 58;

/** The byte of two upper-case hex digits at `at`. */
function hexByte(text: string, at: number): number {
  const high = text.charCodeAt(at);
  const low = text.charCodeAt(at + 1);
  return ((high <= 57 ? high - 48 : high - 55) << 4) | (low <= 57 ? low - 48 : low - 55);
}
