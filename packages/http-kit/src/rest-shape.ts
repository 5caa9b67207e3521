/**
 * Shaping of REST replies (media-server-api §1.4–§1.5): default omission unless `_keepDefault=true`, the
 * `_with` field filter, and equality filters on model fields.
 */

import { queryFlag } from '@argus/contract';

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

/** Whether `v` is written as the same JSON as the default `d` (strings and booleans without serialising). */
function sameJson(v: unknown, d: unknown): boolean {
  if (typeof d === 'string' || typeof d === 'boolean') return v === d;
  return JSON.stringify(v) === JSON.stringify(d);
}

const NO_DEFAULTS: Obj = {};

const isPlainObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Drops fields equal to their default: the model's named defaults, else the empty value of their type. A
 * named default that is an object applies inside the field's object (nested defaults are dropped, and the
 * field with them when nothing else is left).
 */
export function omitDefaults<T extends Obj>(
  item: T,
  defaults: Partial<Record<keyof T, unknown>> = NO_DEFAULTS as Partial<Record<keyof T, unknown>>,
): Partial<T> {
  const out: Obj = {};
  const named = defaults as Obj;
  for (const k of Object.keys(item)) {
    const v = item[k];
    if (isPlainObject(named[k]) && isPlainObject(v)) {
      const inner = omitDefaults(v, named[k] as Obj);
      if (Object.keys(inner).length > 0) out[k] = inner;
      continue;
    }
    const isDefault = k in named ? sameJson(v, named[k]) : isEmptyDefault(v);
    if (!isDefault || k === 'id') out[k] = v;
  }
  return out as Partial<T>;
}

/**
 * Frozen lists of frozen items (models of cached rows, which cannot change) with defaults omitted: once per
 * list and defaults.
 */
const omittedOfFrozenLists = new WeakMap<readonly Obj[], WeakMap<Obj, readonly Obj[]>>();

function omitDefaultsOfList(list: readonly Obj[], defaults: Obj): readonly Obj[] {
  const unchanging = Object.isFrozen(list) && (omittedOfFrozenLists.has(list) || list.every(Object.isFrozen));
  if (!unchanging) return list.map((item) => omitDefaults(item, defaults));
  let byDefaults = omittedOfFrozenLists.get(list);
  if (!byDefaults) {
    byDefaults = new WeakMap();
    omittedOfFrozenLists.set(list, byDefaults);
  }
  let out = byDefaults.get(defaults);
  if (!out) {
    out = Object.freeze(list.map((item) => Object.freeze(omitDefaults(item, defaults))));
    byDefaults.set(defaults, out);
  }
  return out;
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

const isList = <T>(data: T | readonly T[]): data is readonly T[] => Array.isArray(data);

/**
 * Shaped forms (`_with`, filters) of frozen lists, per list, defaults and query: the Cameras page asks for
 * a few fields of 10,000 cameras every time it opens, and a frozen result is also serialised and compressed
 * once (frozen-replies.ts). A list is replaced when its table changes, so its shapes go with it. A few shapes
 * per list are kept, the most recently made.
 */
const shapesOfFrozenLists = new WeakMap<readonly Obj[], WeakMap<Obj, Map<string, readonly Obj[]>>>();
export const MAX_SHAPES_PER_LIST = 8;

function cachedShape(list: readonly Obj[], defaults: Obj, key: string, make: () => Obj[]): readonly Obj[] {
  let byDefaults = shapesOfFrozenLists.get(list);
  if (!byDefaults) {
    byDefaults = new WeakMap();
    shapesOfFrozenLists.set(list, byDefaults);
  }
  let shapes = byDefaults.get(defaults);
  if (!shapes) {
    shapes = new Map();
    byDefaults.set(defaults, shapes);
  }
  let shaped = shapes.get(key);
  if (!shaped) {
    shaped = Object.freeze(make().map((item) => Object.freeze(item)));
    if (shapes.size >= MAX_SHAPES_PER_LIST) shapes.delete(shapes.keys().next().value!);
    shapes.set(key, shaped);
  }
  return shaped;
}

/** Applies filters, `_with` and default omission to a REST reply (a list or one object). */
export function shapeRestReply<T extends Obj>(
  query: unknown,
  data: T | readonly T[],
  defaultsOf: Readonly<Partial<Record<keyof T, unknown>>> = NO_DEFAULTS as Partial<Record<keyof T, unknown>>,
): unknown {
  const q = (query ?? {}) as Record<string, string | string[]>;
  const keepDefault = queryFlag(q._keepDefault);
  const withFields = typeof q._with === 'string' && q._with ? q._with.split(',') : null;
  const filters = Object.entries(q).filter(([k, v]) => !RESERVED.has(k) && typeof v === 'string') as [
    string,
    string,
  ][];
  const defaults = defaultsOf as Obj;
  const one = (item: T): Obj | null => {
    const full = keepDefault ? item : omitDefaults(item as Obj, defaults);
    return withFields ? pick(item, withFields) && pick(full as Obj, withFields) : full;
  };
  if (isList(data)) {
    // Whole lists, the common case, keep every item: lists of cached rows are shaped once.
    if (!withFields && filters.length === 0) return keepDefault ? data : omitDefaultsOfList(data, defaults);
    const shape = () =>
      data
        .filter((item) => filters.every(([k, v]) => matches(item, k, v)))
        .map(one)
        .filter((x): x is Obj => x !== null);
    if (!Object.isFrozen(data)) return shape();
    return cachedShape(data, defaults, JSON.stringify([keepDefault, withFields, filters]), shape);
  }
  return one(data) ?? {};
}
