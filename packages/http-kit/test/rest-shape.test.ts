/**
 * REST shaping of frozen lists (the cached lists of rows): a `_with` or filtered form is made once per list
 * and query, frozen (so its reply is serialised once), and made again when the list is replaced.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SHAPES_PER_LIST, shapeRestReply } from '../src/rest-shape.ts';

const frozenList = (n: number) =>
  Object.freeze(
    Array.from({ length: n }, (_, i) =>
      Object.freeze({ id: `c${i}`, name: `Camera ${i}`, status: i % 2 ? 'Online' : 'Offline', url: `u${i}` }),
    ),
  );

describe('shaping a frozen list', () => {
  it('answers the same frozen form to the same query, with only the fields asked for', () => {
    const list = frozenList(3);
    const query = { _with: 'id,name' };
    const first = shapeRestReply(query, list) as object[];
    expect(first).toEqual([
      { id: 'c0', name: 'Camera 0' },
      { id: 'c1', name: 'Camera 1' },
      { id: 'c2', name: 'Camera 2' },
    ]);
    expect(Object.isFrozen(first) && first.every(Object.isFrozen)).toBe(true);
    expect(shapeRestReply({ _with: 'id,name' }, list)).toBe(first);
    expect(shapeRestReply({ _with: 'id,status' }, list)).not.toBe(first);
    expect(shapeRestReply({ status: 'Online' }, list)).toEqual([
      { id: 'c1', name: 'Camera 1', status: 'Online', url: 'u1' },
    ]);
  });

  it('shapes a new list afresh (the table changed), and keeps a few shapes per list', () => {
    const before = frozenList(2);
    const after = frozenList(3);
    const query = { _with: 'id' };
    expect(shapeRestReply(query, before)).toHaveLength(2);
    expect(shapeRestReply(query, after)).toHaveLength(3);
    const first = shapeRestReply(query, after);
    for (let i = 0; i < MAX_SHAPES_PER_LIST; i += 1) shapeRestReply({ _with: `id,x${i}` }, after);
    expect(shapeRestReply(query, after)).not.toBe(first);
    expect(shapeRestReply(query, after)).toEqual(first);
  });

  it('shapes lists that may change on every call', () => {
    const list = [{ id: 'a', name: 'A' }];
    const first = shapeRestReply({ _with: 'id' }, list);
    list.push({ id: 'b', name: 'B' });
    expect(shapeRestReply({ _with: 'id' }, list)).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(first).toEqual([{ id: 'a' }]);
  });
});
