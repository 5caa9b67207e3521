/**
 * SQLite values in JSON, as the change log stores them and servers exchange them: text, numbers and NULL as
 * themselves, a BLOB as `{"hex": "…"}`. Keys (a row's primary key values, in column order) are JSON arrays,
 * one canonical text per key, so the same row has the same key on every server.
 */

export type SqlValue = string | number | bigint | Buffer | null;
type JsonValue = string | number | null | { hex: string };

function toJson(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return { hex: value.toString('hex') };
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new Error(`Not an SQLite value: ${typeof value}`);
}

export function fromJson(value: unknown): SqlValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && 'hex' in value) return Buffer.from(String(value.hex), 'hex');
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new Error(`Not a logged value: ${JSON.stringify(value)}`);
}

function same(a: unknown, b: unknown): boolean {
  if (Buffer.isBuffer(a) && Buffer.isBuffer(b)) return a.equals(b);
  return a === b;
}

/** `replication_key(v1, v2, …)`: the key of a row, its primary key values in column order. */
export function keyJson(...values: unknown[]): string {
  return JSON.stringify(values.map(toJson));
}

/** `replication_values('a', v1, 'b', v2, …)`: the columns of an inserted row. */
export function valuesJson(...namesAndValues: unknown[]): string {
  const out: Record<string, JsonValue> = {};
  for (let i = 0; i < namesAndValues.length; i += 2)
    out[String(namesAndValues[i])] = toJson(namesAndValues[i + 1]);
  return JSON.stringify(out);
}

/** `replication_changed('a', old1, new1, …)`: only the columns an update changed, with their new values. */
export function changedJson(...triples: unknown[]): string {
  const out: Record<string, JsonValue> = {};
  for (let i = 0; i < triples.length; i += 3) {
    if (!same(triples[i + 1], triples[i + 2])) out[String(triples[i])] = toJson(triples[i + 2]);
  }
  return JSON.stringify(out);
}
