/**
 * `bookmarkAction` through the bookmarks service: an instant event bookmarks each of the action's cameras
 * from `recordBeforeMs` before it for `durationMs`, named and described after the event, with the rule's tags;
 * a prolonged event's bookmark is made when it starts and ends `recordAfter` s after the event ends. The
 * bookmarks are read back through the REST API as clients see them.
 */
import { describe, expect, it } from 'vitest';
import { addCamera, type DevicesApp, devicesApp } from './support/devices-fixtures.ts';
import { contextOf, runnerOf } from './support/event-actions.ts';

const T0 = Date.UTC(2026, 10, 27, 9, 0, 0);

async function bookmarksOf(app: DevicesApp, cameraId: string) {
  const res = await app.t.request({
    method: 'GET',
    url: `/rest/v1/devices/${cameraId}/bookmarks`,
    headers: app.owner,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>[];
}

describe('bookmarkAction', () => {
  it("bookmarks each camera of an instant event, from the pre-time for the rule's duration", async () => {
    const app = await devicesApp();
    const front = await addCamera(app, { name: 'Front door' });
    const yard = await addCamera(app, { name: 'Yard' });
    await runnerOf(app.t, 'bookmarkAction').run(
      contextOf(
        'bookmarkAction',
        { recordBeforeMs: 2_000, durationMs: 30_000, tags: 'alarm, door' },
        {
          event: {
            type: 'userDefinedEvent',
            timestampMs: T0,
            caption: 'Door forced',
            description: 'Contact 3 opened',
            source: 'Access control',
          },
          cameraIds: [front.id, yard.id],
        },
      ),
    );
    for (const camera of [front, yard]) {
      const [bookmark, ...more] = await bookmarksOf(app, camera.id);
      expect(more).toEqual([]);
      expect(bookmark).toMatchObject({
        deviceId: camera.id,
        serverId: app.t.root.identity.serverId,
        name: 'Generic event: Door forced',
        startTimeMs: T0 - 2_000,
        durationMs: 30_000,
        tags: ['alarm', 'door'],
      });
      expect(bookmark!.creatorUserId).toBeUndefined();
      expect(bookmark!.description).toContain('Description: Contact 3 opened');
      expect(bookmark!.description).toContain('Reported by: Access control');
    }
  });

  it("makes a prolonged event's bookmark when it starts and ends it after the event's end", async () => {
    const app = await devicesApp();
    const front = await addCamera(app, { name: 'Front door' });
    const bookmark = runnerOf(app.t, 'bookmarkAction');
    const params = { recordBeforeMs: 1_000, recordAfter: 5, durationMs: 600_000, tags: 'motion' };
    const motion = (state: 'Active' | 'Inactive', timestampMs: number) =>
      contextOf('bookmarkAction', params, {
        event: { type: 'cameraMotionEvent', state, timestampMs, resourceId: front.id },
        cameraIds: [front.id],
        resourceName: 'Front door',
      });

    await bookmark.run(motion('Active', T0));
    expect(await bookmarksOf(app, front.id)).toEqual([
      expect.objectContaining({
        name: 'Motion on camera: Front door',
        startTimeMs: T0 - 1_000,
        durationMs: 600_000,
      }),
    ]);
    await bookmark.run(motion('Inactive', T0 + 20_000));
    expect(await bookmarksOf(app, front.id)).toEqual([
      expect.objectContaining({
        startTimeMs: T0 - 1_000,
        durationMs: 1_000 + 20_000 + 5_000,
        tags: ['motion'],
      }),
    ]);
    // An end with no start (the rule was made meanwhile) bookmarks nothing.
    await bookmark.run(motion('Inactive', T0 + 30_000));
    expect(await bookmarksOf(app, front.id)).toHaveLength(1);
  });
});
