/** JSON as the editor shows it: two-space indented. */
export function formatJson(value: unknown): string {
  return JSON.stringify(value ?? null, null, 2);
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
