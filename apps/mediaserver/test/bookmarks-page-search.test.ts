/**
 * The Bookmarks page's search against the server (media-server-api §4.11): the filters combined as the page
 * sends them (cameras as one comma-separated `deviceId`, text, tags, a period of whole days, an order, and
 * `limit` one more than it shows), and a caller who sees one camera gets only its bookmarks from `*` and a
 * 404 for a camera out of reach.
 */
import { describe, expect, it } from 'vitest';
import { addCamera, devicesApp } from './support/devices-fixtures.ts';
import { bearer } from './support/test-app.ts';
import { createUser } from './support/users-fixtures.ts';

const DAY = 86_400_000;
const T0 = 1_700_000_000_000 - (1_700_000_000_000 % DAY);

describe('the Bookmarks page search', () => {
  it('combines cameras, text, tags, days, order and limit', async () => {
    const app = await devicesApp();
    const front = await addCamera(app, { name: 'Front door' });
    const yard = await addCamera(app, { name: 'Yard' });
    const gate = await addCamera(app, { name: 'Gate' });
    const make = async (cameraId: string, name: string, startTimeMs: number, tags: string[]) => {
      const res = await app.t.request({
        method: 'POST',
        url: `/rest/v1/devices/${cameraId}/bookmarks`,
        headers: app.owner,
        payload: { name, startTimeMs, durationMs: 60_000, tags },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: string }).id;
    };
    const frontCar = await make(front.id, 'Car at the door', T0 + 3_600_000, ['car', 'day']);
    const yardCar = await make(yard.id, 'Car in the yard', T0 + 7_200_000, ['car']);
    await make(gate.id, 'Car at the gate', T0 + 3_600_000, ['car']);
    await make(front.id, 'Car tomorrow', T0 + DAY + 3_600_000, ['car']);
    await make(yard.id, 'Dog in the yard', T0 + 3_600_000, ['dog']);

    const names = async (query: string, auth = app.owner) => {
      const res = await app.t.request({
        method: 'GET',
        url: `/rest/v1/devices/*/bookmarks?${query}`,
        headers: auth,
      });
      return {
        status: res.statusCode,
        ids: res.statusCode === 200 ? (res.json() as { id: string }[]).map((b) => b.id) : [],
      };
    };
    const day = `startTimeMs=${T0}&endTimeMs=${T0 + DAY}`;
    const cameras = `deviceId=${[front.id, yard.id].sort().join(',')}`;
    expect(await names(`${cameras}&text=car&tags=car&${day}&column=cameraName&order=asc&limit=1001`)).toEqual(
      {
        status: 200,
        ids: [frontCar, yardCar],
      },
    );
    expect(
      (await names(`${cameras}&text=car&tags=car,day&${day}&column=startTime&order=desc&limit=1001`)).ids,
    ).toEqual([frontCar]);
    expect((await names(`${cameras}&tags=car&${day}&column=startTime&order=desc&limit=1`)).ids).toEqual([
      yardCar,
    ]);

    // A caller who sees the front door only.
    const owner = app.owner.authorization.slice('Bearer '.length);
    const frontOnly = bearer(
      (
        await createUser(
          app.t,
          'frontonly',
          { permissions: 'GlobalViewBookmarksPermission', accessibleResources: [front.id] },
          owner,
        )
      ).token,
    );
    expect((await names(`tags=car&${day}`, frontOnly)).ids).toEqual([frontCar]);
    expect((await names(`deviceId=${yard.id}`, frontOnly)).status).toBe(404);
  });
});
