import type { FastifyRequest } from 'fastify';

/** Common REST GET parameters (media-server-api §1.4–§1.5): `_keepDefault`, `_with`, field filters. */
const RESERVED = new Set([
  '_keepDefault',
  '_with',
  '_format',
  '_local',
  '_strict',
  '_pretty',
  '_ticket',
  '_language',
  '_orderBy',
  'auth',
  'proxy_auth',
  'x-server-guid',
  'setCookie',
]);

type Obj = Record<string, unknown>;

function isEmptyDefault(v: unknown): boolean {
  if (v === false || v === '' || v === 0 || v === null) return true;
  if (v === '00000000-0000-0000-0000-000000000000') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object' && v !== null) return Object.keys(v).length === 0;
  return false;
}

/** Drops fields equal to their default: the model's named defaults, else the empty value of their type. */
export function omitDefaults<T extends Obj>(
  item: T,
  defaults: Partial<Record<keyof T, unknown>> = {},
): Partial<T> {
  const out: Obj = {};
  for (const [k, v] of Object.entries(item)) {
    const d = (defaults as Obj)[k];
    const isDefault = k in defaults ? JSON.stringify(v) === JSON.stringify(d) : isEmptyDefault(v);
    if (!isDefault || k === 'id') out[k] = v;
  }
  return out as Partial<T>;
}

function get(obj: unknown, path: string): unknown {
  let v = obj;
  for (const key of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Obj)[key];
  }
  return v;
}

function pick(obj: Obj, fields: string[]): Obj | null {
  const out: Obj = {};
  let any = false;
  for (const f of fields) {
    const v = get(obj, f);
    if (v === undefined) continue;
    any = true;
    const parts = f.split('.');
    let target = out;
    for (const p of parts.slice(0, -1)) {
      target[p] ??= {};
      target = target[p] as Obj;
    }
    target[parts.at(-1)!] = v;
  }
  return any ? out : null;
}

function matches(obj: Obj, field: string, expected: string): boolean {
  const v = get(obj, field);
  if (v === undefined) return false;
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return (
    text.toLowerCase() === expected.toLowerCase() ||
    text.replace(/[{}]/g, '') === expected.replace(/[{}]/g, '')
  );
}

export interface RestQueryOptions<T> {
  defaults?: Partial<Record<keyof T, unknown>>;
}

/** Applies filters, `_with` and default omission to a REST reply (a list or one object). */
export function shapeRestReply<T extends Obj>(
  request: FastifyRequest,
  data: T | T[],
  options: RestQueryOptions<T> = {},
): unknown {
  const q = (request.query ?? {}) as Record<string, string | string[]>;
  const keepDefault = String(q._keepDefault) === 'true';
  const withFields = typeof q._with === 'string' && q._with ? q._with.split(',') : null;
  const filters = Object.entries(q).filter(([k, v]) => !RESERVED.has(k) && typeof v === 'string') as [
    string,
    string,
  ][];
  const one = (item: T): Obj | null => {
    const full = keepDefault ? item : omitDefaults(item, options.defaults);
    return withFields ? pick(item, withFields) && pick(full as Obj, withFields) : full;
  };
  if (Array.isArray(data)) {
    return data
      .filter((item) => filters.every(([k, v]) => matches(item, k, v)))
      .map(one)
      .filter((x): x is Obj => x !== null);
  }
  return one(data) ?? {};
}
