import { describe, expect, it } from 'vitest';
import type { ListedCamera } from '../../cameras/list/camera-search.ts';
import {
  countCameras,
  flattenTree,
  groupCameras,
  indexOfKey,
  NO_GROUP_KEY,
  type TreeLabels,
  treeMove,
} from './camera-tree.ts';

const camera = (id: string, name: string, serverId: string, groupName = ''): ListedCamera => ({
  id,
  name,
  address: `10.0.0.${id}`,
  vendorModel: 'Axis P1375',
  serverId,
  recording: false,
  status: 'Online',
  groupId: groupName ? `g-${groupName}` : '',
  groupName,
  searchText: `${name}\n10.0.0.${id}\naxis p1375\n`.toLowerCase(),
});

const labels: TreeLabels = {
  serverName: (id) => ({ s1: 'Zeta server', s2: 'Alpha server' })[id] ?? '',
  noGroup: 'No group',
};

const cameras = [
  camera('1', 'Door', 's1', 'Entrances'),
  camera('2', 'Lobby', 's2', 'Entrances'),
  camera('3', 'Parking', 's1'),
  camera('4', 'Vault', 's2', 'Bank'),
  camera('5', 'Yard', 's3'),
];

const shape = (rows: ReturnType<typeof flattenTree>) =>
  rows.map((r) =>
    r.kind === 'group' ? `${r.label} (${r.count})${r.expanded ? '' : ' +'}` : `  ${r.camera.name}`,
  );

describe('camera tree', () => {
  it('groups by server, by server name, keeping list order inside; an unknown server shows its id', () => {
    const groups = groupCameras(cameras, 'server', labels);
    expect(shape(flattenTree(groups, '', new Set()))).toEqual([
      'Alpha server (2)',
      '  Lobby',
      '  Vault',
      's3 (1)',
      '  Yard',
      'Zeta server (2)',
      '  Door',
      '  Parking',
    ]);
  });

  it('groups by user-defined group, the cameras in none last', () => {
    const groups = groupCameras(cameras, 'group', labels);
    expect(groups.map((g) => g.key)).toEqual(['group:g-Bank', 'group:g-Entrances', NO_GROUP_KEY]);
    expect(shape(flattenTree(groups, '', new Set()))).toEqual([
      'Bank (1)',
      '  Vault',
      'Entrances (2)',
      '  Door',
      '  Lobby',
      'No group (2)',
      '  Parking',
      '  Yard',
    ]);
  });

  it('collapses a group to its row, with its count', () => {
    const groups = groupCameras(cameras, 'server', labels);
    const rows = flattenTree(groups, '', new Set(['server:s2']));
    expect(shape(rows).slice(0, 2)).toEqual(['Alpha server (2) +', 's3 (1)']);
    expect(countCameras(rows)).toBe(5);
  });

  it('a search leaves the groups of matches, open, with the count of matches', () => {
    const groups = groupCameras(cameras, 'group', labels);
    const rows = flattenTree(groups, 'o', new Set());
    expect(shape(rows)).toEqual(['Entrances (2)', '  Door', '  Lobby']);
    expect(shape(flattenTree(groups, 'nothing', new Set()))).toEqual([]);
    // by address too
    expect(shape(flattenTree(groups, '10.0.0.4', new Set()))).toEqual(['Bank (1)', '  Vault']);
  });

  it('moves with the arrow keys, collapses with Left, expands with Right', () => {
    const groups = groupCameras(cameras, 'server', labels);
    const rows = flattenTree(groups, '', new Set());
    expect(treeMove(rows, 0, 'ArrowDown')).toEqual({ kind: 'focus', index: 1 });
    expect(treeMove(rows, 0, 'ArrowUp')).toEqual({ kind: 'focus', index: 0 });
    expect(treeMove(rows, 3, 'End')).toEqual({ kind: 'focus', index: rows.length - 1 });
    expect(treeMove(rows, rows.length - 1, 'ArrowDown')).toEqual({ kind: 'focus', index: rows.length - 1 });
    expect(treeMove(rows, 5, 'Home')).toEqual({ kind: 'focus', index: 0 });
    // a camera: Left goes to its group; Right does nothing
    expect(treeMove(rows, 2, 'ArrowLeft')).toEqual({ kind: 'focus', index: 0 });
    expect(treeMove(rows, 2, 'ArrowRight')).toBeNull();
    // an open group: Left collapses, Right enters
    expect(treeMove(rows, 3, 'ArrowLeft')).toEqual({ kind: 'toggle', key: 'server:s3', expand: false });
    expect(treeMove(rows, 3, 'ArrowRight')).toEqual({ kind: 'focus', index: 4 });
    // a collapsed group: Right expands, Left does nothing
    const closed = flattenTree(groups, '', new Set(['server:s3']));
    expect(treeMove(closed, 3, 'ArrowRight')).toEqual({ kind: 'toggle', key: 'server:s3', expand: true });
    expect(treeMove(closed, 3, 'ArrowLeft')).toBeNull();
    expect(treeMove(closed, 3, 'a')).toBeNull();
    // Enter opens a camera, toggles a group
    expect(treeMove(rows, 4, 'Enter')).toEqual({ kind: 'open', cameraId: '5' });
    expect(treeMove(closed, 3, 'Enter')).toEqual({ kind: 'toggle', key: 'server:s3', expand: true });
    expect(treeMove([], 0, 'ArrowDown')).toBeNull();
  });

  it('keeps the focus on its row when the rows change', () => {
    const groups = groupCameras(cameras, 'server', labels);
    const rows = flattenTree(groups, 'a', new Set());
    expect(indexOfKey(rows, '4', 0)).toBe(rows.findIndex((r) => r.key === '4'));
    expect(indexOfKey(rows, 'gone', 99)).toBe(rows.length - 1);
    expect(indexOfKey([], null, 3)).toBe(0);
  });

  it('groups and flattens 10,000 cameras', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      camera(String(i), `Camera ${i}`, `s${i % 4}`, i % 3 ? `Group ${i % 50}` : ''),
    );
    const byServer = groupCameras(many, 'server', labels);
    expect(byServer).toHaveLength(4);
    expect(flattenTree(byServer, '', new Set())).toHaveLength(10_004);
    const byGroup = groupCameras(many, 'group', labels);
    expect(byGroup.at(-1)?.key).toBe(NO_GROUP_KEY);
    expect(countCameras(flattenTree(byGroup, 'camera 99', new Set()))).toBe(111);
  });
});
