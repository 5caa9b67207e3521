/**
 * Boolean query flags (`allModules`, `_keepDefault`, `_strict`, `setCookie`, ...) as existing clients send
 * them: true when present with an empty value, `true` or `1`, or any value that merely starts with one of
 * these (a client that appends `?auth=...` to a URL that already has a query sends `allModules=true?auth=...`);
 * false for `false`, `0` and anything else, and when absent.
 */
import * as z from 'zod/mini';

export function queryFlag(value: unknown): boolean {
  if (Array.isArray(value)) return queryFlag(value[0]);
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return false;
  const v = value.trim().toLowerCase();
  return v === '' || v.startsWith('true') || v.startsWith('1');
}

/** An optional query flag, parsed by `queryFlag`. */
export const queryFlagSchema = z.optional(
  z.pipe(
    z.union([z.boolean(), z.string(), z.array(z.string())]),
    z.transform((value: boolean | string | string[]) => queryFlag(value)),
  ),
);
