/**
 * The recording engine against a real simulated camera (tools/testcamera) and real ffmpeg: a camera set to
 * record always writes chunks to disk and to the index, `recordedTimePeriods` shows them, the camera is
 * reported Recording; when the camera goes away recording stops and the status goes Offline, and it resumes
 * when the camera comes back; closing the server leaves no ffmpeg behind.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recorderPids } from '../src/modules/recording/index.ts';
import { recordingApp } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

describe('recording a camera set to always', () => {
  it('writes chunks to disk and to the index, reports Recording, and shows them in recordedTimePeriods', async () => {
    const { t, auth, id, closedChunks, statusBecomes, chunksReach } = await recordingApp(
      cameras.cameras[0]!.rtspUrl,
    );
    await chunksReach(3);
    for (const chunk of closedChunks()) {
      expect(existsSync(chunk.file)).toBe(true);
      expect(chunk.file).toMatch(
        new RegExp(`/hi_quality/${id}/\\d{4}/\\d{2}/\\d{2}/\\d{2}/\\d+_\\d+\\.mkv$`),
      );
      expect(chunk.durationMs).toBeGreaterThan(300);
      expect(chunk.sizeBytes).toBeGreaterThan(0);
    }
    // One chunk is being written: indexed with -1.
    expect(t.root.recording.repo.list(id).some((c) => c.durationMs === -1)).toBe(true);
    await statusBecomes('Recording');

    const res = await t.request({
      method: 'GET',
      url: `/ec2/recordedTimePeriods?cameraId=${id}&detail=1000&keepSmallChunks`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.error).toBe('0');
    expect(body.reply).toHaveLength(1);
    const { guid, periods } = body.reply[0];
    expect(guid).toBe(`{${t.root.identity.serverId}}`);
    expect(periods).toHaveLength(1);
    expect(periods[0].durationMs).toBe(-1);
    expect(periods[0].startTimeMs).toBe(closedChunks()[0]!.startMs);

    const first = closedChunks()[0]!;
    const flat = await t.request({
      method: 'GET',
      url: `/ec2/recordedTimePeriods?cameraId=${id}&flat&keepSmallChunks&endTime=${first.startMs + 1}`,
      headers: auth,
    });
    expect(flat.json().reply).toEqual([{ startTimeMs: first.startMs, durationMs: first.durationMs }]);

    const unknown = await t.request({
      method: 'GET',
      url: '/ec2/recordedTimePeriods?cameraId=nosuchcamera',
      headers: auth,
    });
    expect(unknown.statusCode).toBe(404);

    const serverId = t.root.identity.serverId;
    expect(recorderPids(serverId).length).toBeGreaterThan(0);
    await t.close();
    expect(recorderPids(serverId)).toEqual([]);
  }, 60_000);

  it('stops when the camera goes away (Offline) and resumes when it comes back', async () => {
    const { t, closedChunks, statusBecomes, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    try {
      await chunksReach(1);
      await cameras.setOnline(1, false);
      await statusBecomes('Offline');
      await vi.waitFor(() => expect(t.root.recording.manager.count).toBe(0), { timeout: 10_000 });
      await vi.waitFor(() => expect(recorderPids(t.root.identity.serverId)).toEqual([]), { timeout: 10_000 });
      const before = closedChunks().length;
      await cameras.setOnline(1, true);
      await statusBecomes('Recording');
      await chunksReach(before + 2);
    } finally {
      await cameras.setOnline(1, true);
    }
  }, 90_000);
});
