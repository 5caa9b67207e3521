/**
 * Event sources and recording actions against a real simulated camera (tools/testcamera) and real ffmpeg:
 * a recording camera that stops raises `cameraDisconnectEvent` Active and `networkIssueEvent` on the bus,
 * and Inactive when it comes back; a camera whose schedule records nothing records while an event rule's
 * `cameraRecordingAction` asks it to, and stops when the event ends.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VmsEvent } from '../src/modules/event-rules/index.ts';
import { contextOf, runnerOf } from './support/event-actions.ts';
import { recordingApp } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

const WAIT = { timeout: 30_000, interval: 100 };

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

describe('event sources on a real camera', () => {
  it('a camera that stops raises a disconnect and a network issue; its return ends the disconnect', async () => {
    const { t, id, statusBecomes, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    const events: VmsEvent[] = [];
    t.root.bus.on('vmsEvent', (e) => events.push(e));
    const ofCamera = (type: VmsEvent['type']) => events.filter((e) => e.type === type && e.resourceId === id);
    try {
      await chunksReach(1);
      await cameras.setOnline(1, false);
      await statusBecomes('Offline');
      await vi.waitFor(() => expect(ofCamera('cameraDisconnectEvent')).toHaveLength(1), WAIT);
      expect(ofCamera('cameraDisconnectEvent')[0]).toMatchObject({
        state: 'Active',
        serverId: t.root.identity.serverId,
        reasonCode: 'networkNoResponseFromDevice',
      });
      await vi.waitFor(() => expect(ofCamera('networkIssueEvent').length).toBeGreaterThanOrEqual(1), WAIT);
      expect(ofCamera('networkIssueEvent')[0]!.reasonCode).toBe('networkConnectionClosed');

      await cameras.setOnline(1, true);
      await vi.waitFor(
        () => expect(ofCamera('cameraDisconnectEvent').map((e) => e.state)).toEqual(['Active', 'Inactive']),
        WAIT,
      );
    } finally {
      await cameras.setOnline(1, true);
      await t.close();
    }
  }, 90_000);
});

describe('recording asked for by an event rule', () => {
  it('records a camera whose schedule is off for the event, and stops when the event ends', async () => {
    const { t, id, closedChunks } = await recordingApp(cameras.cameras[0]!.rtspUrl, {
      schedule: { isEnabled: false, tasks: [] },
    });
    const manager = t.root.recording.manager;
    const recordAction = runnerOf(t, 'cameraRecordingAction');
    const params = { recordBeforeMs: 0, recordAfter: 0, durationMs: 600_000, streamQuality: 'highest' };
    try {
      await vi.waitFor(() => expect(t.root.cameras.repository.findById(id)?.status).toBe('Online'), WAIT);
      expect(manager.count).toBe(0);

      await recordAction.run(
        contextOf('cameraRecordingAction', params, {
          event: { type: 'cameraMotionEvent', state: 'Active', resourceId: id },
          cameraIds: [id],
        }),
      );
      await vi.waitFor(() => expect(closedChunks().length).toBeGreaterThanOrEqual(2), WAIT);
      expect(closedChunks().every((c) => c.quality === 'hi')).toBe(true);

      await recordAction.run(
        contextOf('cameraRecordingAction', params, {
          event: { type: 'cameraMotionEvent', state: 'Inactive', resourceId: id },
          cameraIds: [id],
        }),
      );
      await vi.waitFor(() => expect(manager.count).toBe(0), WAIT);
      await vi.waitFor(() => expect(manager.isRecording(id)).toBe(false), WAIT);
    } finally {
      await t.close();
    }
  }, 90_000);
});
