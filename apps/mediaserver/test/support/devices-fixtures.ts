/** Fixtures for the device tests: an app whose status checks are stubbed, cameras added through the API. */
import { expect } from 'vitest';
import type { ObservedStatus } from '../../src/modules/device-pool/index.ts';
import { bearer, startTestApp, type TestApp } from './test-app.ts';

export interface DevicesApp {
  t: TestApp;
  owner: { authorization: string };
  /** What the stubbed status check answers, per device URL (default Offline). */
  statuses: Map<string, ObservedStatus>;
}

/** A media server whose status checks answer from `statuses` (no network), checked every 50 ms. */
export async function devicesApp(): Promise<DevicesApp> {
  const statuses = new Map<string, ObservedStatus>();
  const t = await startTestApp({
    cameras: {
      statusCheck: async (target) => statuses.get(target.url) ?? 'Offline',
      statusMonitor: { onlineIntervalMs: 50, offlineMaxIntervalMs: 100 },
      analyzeStreams: false,
    },
  });
  return { t, owner: bearer(await t.login('admin', 'admin')), statuses };
}

let counter = 0;

/** Adds a camera through `POST /rest/v1/devices` as the owner; returns its model (all fields). */
export async function addCamera(
  app: DevicesApp,
  fields: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string; physicalId: string }> {
  counter += 1;
  const res = await app.t.request({
    method: 'POST',
    url: '/rest/v1/devices?_keepDefault=true',
    headers: app.owner,
    payload: { url: `rtsp://127.0.0.1:9/camera-${counter}`, ...fields },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** `{"streams": [...]}` of a camera with these streams (`WxH@fps`). */
export function mediaStreams(...streams: string[]): string {
  return JSON.stringify({
    streams: streams.map((s, i) => {
      const [resolution, fps] = s.split('@');
      return {
        encoderIndex: i,
        resolution,
        transcodingRequired: false,
        codec: 27,
        customStreamParams: { fps, codecName: 'h264' },
      };
    }),
  });
}
