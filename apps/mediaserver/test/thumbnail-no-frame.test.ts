/**
 * A camera that has never recorded and does not answer has no frame: `/ec2/cameraThumbnail` is 204 with an
 * empty body for the newest frame (the live pull fails, there is no chunk) and for any archive time.
 */
import { describe, expect, it } from 'vitest';
import { addCamera, devicesApp } from './support/devices-fixtures.ts';

describe('a thumbnail with no frame', () => {
  it('is 204 for a camera without archive that does not answer', async () => {
    const app = await devicesApp();
    const camera = await addCamera(app, { name: 'Silent' });
    for (const time of ['LATEST', 'now', String(Date.now() - 60_000)]) {
      const res = await app.t.request({
        method: 'GET',
        url: `/ec2/cameraThumbnail?cameraId=${camera.id}&time=${time}&height=120`,
        headers: app.owner,
      });
      expect(res.statusCode, `${time}: ${res.body}`).toBe(204);
      expect(res.body).toBe('');
    }
  });
});
