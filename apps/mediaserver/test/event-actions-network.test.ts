/**
 * Event sources and recording actions against a real simulated camera (tools/testcamera) and real ffmpeg:
 * a recording camera that stops raises `cameraDisconnectEvent` Active on the bus, and Inactive when it comes
 * back; a recorder that loses the stream raises `networkIssueEvent`; a camera whose schedule records nothing records while an event rule's
 * `cameraRecordingAction` asks it to, and stops when the event ends.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VmsEvent } from '../src/modules/event-rules/index.ts';
import { recorderPids } from '../src/modules/recording/index.ts';
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
  it('a camera that stops raises a disconnect; its return ends the disconnect', async () => {
    const { t, id, statusBecomes, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    const events: VmsEvent[] = [];
    t.root.bus.on('vmsEvent', (e) => events.push(e));
    const disconnects = () => events.filter((e) => e.type === 'cameraDisconnectEvent' && e.resourceId === id);
    try {
      await chunksReach(1);
      await cameras.setOnline(1, false);
      await statusBecomes('Offline');
      await vi.waitFor(() => expect(disconnects()).toHaveLength(1), WAIT);
      expect(disconnects()[0]).toMatchObject({
        state: 'Active',
        serverId: t.root.identity.serverId,
        reasonCode: 'networkNoResponseFromDevice',
      });
      await cameras.setOnline(1, true);
      await vi.waitFor(() => expect(disconnects().map((e) => e.state)).toEqual(['Active', 'Inactive']), WAIT);
    } finally {
      await cameras.setOnline(1, true);
      await t.close();
    }
  }, 90_000);

  it('a recorder whose stream breaks off raises a network issue, once per outage', async () => {
    const { t, id, chunksReach, closedChunks } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    const events: VmsEvent[] = [];
    t.root.bus.on('vmsEvent', (e) => events.push(e));
    const issues = () => events.filter((e) => e.type === 'networkIssueEvent' && e.resourceId === id);
    try {
      await chunksReach(1);
      const [pid, ...others] = recorderPids(t.root.identity.serverId);
      expect(others).toEqual([]);
      // Its ffmpeg ends by itself mid-stream (as when the connection breaks): killed from outside.
      process.kill(pid!, 'SIGKILL');
      await vi.waitFor(() => expect(issues()).toHaveLength(1), WAIT);
      expect(issues()[0]).toMatchObject({
        state: 'Undefined',
        serverId: t.root.identity.serverId,
        reasonCode: 'networkConnectionClosed',
      });
      // It restarts and records again; a later break is another outage.
      const before = closedChunks().length;
      await chunksReach(before + 1);
      expect(issues()).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 90_000);
});

describe('recording asked for by an event rule', () => {
  it('records a licensed camera whose schedule records nothing for the event, and stops when it ends', async () => {
    // Recording on (so the camera holds a license channel, as Nx asks of rule recording), no task at all.
    const { t, id, closedChunks } = await recordingApp(cameras.cameras[0]!.rtspUrl, {
      schedule: { isEnabled: true, tasks: [] },
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
