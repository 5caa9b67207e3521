import { describe, expect, it } from 'vitest';
import {
  accessIds,
  accessIndexOf,
  buildAccessTree,
  groupState,
  selectedCounts,
  withIds,
} from './access-tree.ts';

const uuid = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;
const S1 = uuid(9001);
const S2 = uuid(9002);
const servers = [
  { id: `{${S2}}`, name: 'Warehouse' },
  { id: S1, name: 'Head office' },
];
const cameras = [
  { id: uuid(1), name: 'Gate 10', serverId: S1 },
  { id: uuid(2), name: 'Gate 2', serverId: S1 },
  { id: uuid(3), name: 'Dock', serverId: S2 },
  { id: uuid(4), name: 'Lost', serverId: uuid(9999) },
];
const layouts = [{ id: uuid(100), name: 'Gates' }];

describe('the access tree', () => {
  it('sorts as the collator does and reads ids in any spelling', () => {
    const names = ['b-2', 'B 10', 'a_1', 'Émile', 'a.1', 'cam 2', 'Cam 10', 'zoë', 'x01', 'x1', 'A', 'a'];
    const spelled = names.map((name, i) => ({
      id: i % 2 ? `{${uuid(i + 1).toUpperCase()}}` : uuid(i + 1),
      name,
      serverId: i % 3 ? S1 : `{${S1.toUpperCase()}}`,
    }));
    const index = accessIndexOf(spelled, servers, []);
    const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    expect(index.groups).toHaveLength(1);
    expect(index.groups[0]!.members.map((m) => m.name)).toEqual([...names].sort(collator.compare));
    expect([...index.cameraIds].sort()).toEqual(names.map((_, i) => uuid(i + 1)).sort());
  });

  it('groups cameras by server in name order, then the layouts', () => {
    const tree = buildAccessTree(cameras, servers, layouts, '', 'Unknown server');
    expect(tree.rows.map((r) => (r.kind === 'group' ? `[${r.label || r.group}]` : r.label))).toEqual([
      '[Head office]',
      'Gate 2',
      'Gate 10',
      '[Unknown server]',
      'Lost',
      '[Warehouse]',
      'Dock',
      '[layouts]',
      'Gates',
    ]);
    expect(tree.shownIds).toHaveLength(5);
  });

  it('narrows to what matches, whole groups when the server matches, and leaves empty groups out', () => {
    const gate = buildAccessTree(cameras, servers, layouts, '  GATE ');
    expect(gate.rows.map((r) => r.key)).toEqual([
      `server:${S1}`,
      `camera:${uuid(2)}`,
      `camera:${uuid(1)}`,
      'layouts',
      `layout:${uuid(100)}`,
    ]);
    const ware = buildAccessTree(cameras, servers, layouts, 'ware');
    expect(ware.shownIds).toEqual([uuid(3)]);
    expect(buildAccessTree(cameras, servers, layouts, 'nothing').rows).toEqual([]);
  });

  it('selects and clears groups, keeps ids of other resources, and counts', () => {
    const tree = buildAccessTree(cameras, servers, layouts, '', 'Unknown server');
    const webPage = uuid(500);
    let selected: Set<string> = new Set([webPage]);
    const office = tree.rows[0]!;
    if (office.kind !== 'group') throw new Error('a group first');
    expect(groupState(office.ids, selected)).toBe('none');
    selected = withIds(selected, [uuid(1)], true);
    expect(groupState(office.ids, selected)).toBe('some');
    selected = withIds(selected, office.ids, true);
    expect(groupState(office.ids, selected)).toBe('all');
    expect(selectedCounts(tree, selected)).toEqual({
      cameras: 2,
      layouts: 0,
      totalCameras: 4,
      totalLayouts: 1,
    });
    selected = withIds(selected, tree.shownIds, true);
    expect(selectedCounts(tree, selected)).toMatchObject({ cameras: 4, layouts: 1 });
    selected = withIds(selected, tree.shownIds, false);
    expect(accessIds(selected)).toEqual([webPage]);
  });

  it('holds 10,000 cameras', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: uuid(i + 1),
      name: `Camera ${i}`,
      serverId: i % 2 ? S1 : S2,
    }));
    const tree = buildAccessTree(many, servers, layouts, '');
    expect(tree.rows).toHaveLength(10_000 + 2 + 2);
    const all = withIds(new Set(), tree.shownIds, true);
    expect(selectedCounts(tree, all).cameras).toBe(10_000);
    expect(buildAccessTree(many, servers, layouts, 'camera 999').shownIds).toHaveLength(11);
  });
});
