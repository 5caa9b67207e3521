import { describe, expect, it } from 'vitest';
import {
  type CallerAccess,
  can,
  itemsAfterChange,
  recordVisible,
  resourceFilterOf,
  seesAllResources,
  visibleLayoutItems,
  visibleOnly,
} from '../src/mediaserver/index.ts';

const A = '00000000-0000-0000-0000-00000000000a';
const B = '00000000-0000-0000-0000-00000000000b';
const SERVER = '00000000-0000-0000-0000-0000000000ff';

const access = (over: Partial<CallerAccess>): CallerAccess => ({
  userId: 'u',
  isOwner: false,
  permissions: 'NoGlobalPermissions',
  accessRole: 'custom',
  accessibleResources: [],
  ...over,
});
const admin = access({ permissions: 'GlobalAdminPermission', accessibleResources: [] });
const allMedia = access({ permissions: 'GlobalAccessAllMediaPermission', accessibleResources: null });
const onlyA = access({ accessibleResources: [A] });
const none = access({ accessibleResources: [] });
const isMedia = (id: string) => id === A || id === B;

describe('the resource filter', () => {
  it('lets admins and all-media users see everything, others only their list', () => {
    expect(seesAllResources(admin)).toBe(true);
    expect(seesAllResources(allMedia)).toBe(true);
    expect(seesAllResources(onlyA)).toBe(false);
    expect([A, B].map(resourceFilterOf(admin))).toEqual([true, true]);
    expect([A, B].map(resourceFilterOf(onlyA))).toEqual([true, false]);
    expect([A, B].map(resourceFilterOf(none))).toEqual([false, false]);
  });

  it('is the rule can() asks for a camera', () => {
    for (const who of [admin, allMedia, onlyA, none])
      for (const id of [A, B])
        expect(can(who, 'view', { type: 'camera', id })).toBe(resourceFilterOf(who)(id));
  });

  it('keeps the order of what it lets through', () => {
    const rows = [{ id: B }, { id: A }, { id: B }];
    expect(visibleOnly(onlyA, rows, (r) => r.id)).toEqual([{ id: A }]);
    expect(visibleOnly(allMedia, rows, (r) => r.id)).toEqual(rows);
  });

  it('drops the layout items of hidden cameras, not those of servers', () => {
    const items = [{ resourceId: A }, { resourceId: B }, { resourceId: SERVER }];
    expect(visibleLayoutItems(onlyA, items, isMedia)).toEqual([{ resourceId: A }, { resourceId: SERVER }]);
    expect(visibleLayoutItems(admin, items, isMedia)).toEqual(items);
  });

  it('keeps the hidden items when a restricted caller saves what it was shown', () => {
    const stored = [{ resourceId: A }, { resourceId: B }];
    expect(itemsAfterChange(onlyA, stored, [], isMedia)).toEqual([{ resourceId: B }]);
    expect(itemsAfterChange(admin, stored, [], isMedia)).toEqual([]);
  });

  it('shows a record only to who sees every camera it names', () => {
    expect(recordVisible(onlyA, [])).toBe(true);
    expect(recordVisible(onlyA, [A])).toBe(true);
    expect(recordVisible(onlyA, [A, B])).toBe(false);
    expect(recordVisible(none, [B])).toBe(false);
    expect(recordVisible(allMedia, [A, B])).toBe(true);
  });
});
