/** The result of a single-outcome validator: ok, or the first broken rule as a stable code. */
export type ValidationResult<E extends string> = { ok: true } | { ok: false; error: E };

/** Shorthand constructors, so validators read as their rules. */
export const valid = { ok: true } as const;
export function invalid<E extends string>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}
