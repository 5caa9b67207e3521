/**
 * Change detection for settings pages (spec 000 §5): the current values are compared with the original
 * values the page loaded; only what differs is applied.
 */

/** Structural equality of JSON-like values (objects compared key by key, arrays element by element). */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => isSameValue(item, b[i]));
  const ak = Object.keys(a);
  const bk = Object.keys(b);
  if (ak.length !== bk.length) return false;
  const br = b as Record<string, unknown>;
  const ar = a as Record<string, unknown>;
  return ak.every((k) => Object.hasOwn(br, k) && isSameValue(ar[k], br[k]));
}

/** The fields of `current` whose values differ from `original`. */
export function changedValues<T extends object>(original: T, current: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(current) as (keyof T)[]) {
    if (!isSameValue(original[key], current[key])) out[key] = current[key];
  }
  return out;
}

export function hasChanges<T extends object>(original: T, current: T): boolean {
  return Object.keys(changedValues(original, current)).length > 0;
}
