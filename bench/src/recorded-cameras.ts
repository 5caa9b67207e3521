/**
 * Cameras that record, for the recording benchmarks: test cameras (tools/testcamera, shared encoding, so 32
 * cameras cost one encoder) serving 1280×720 at about 2 Mbps, added to a server through its API with both
 * streams and a recording schedule; and a read-only look at the server's archive index, to know when chunks
 * flow and at what bitrate.
 *
 * The picture is a generated clip (ffmpeg's `testsrc2` with moving grain, 10 s, looped by the camera): the
 * camera's own test pattern is a ball on a flat background, which its encoder squeezes to about 0.6 Mbps at
 * the bitrate it asks for; grain makes the encoder spend the bitrate it is given (1,840 kbps at 20 fps).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  startTestCameras,
  type TestCameraInfo,
  type TestCameraOptions,
  type TestCameras,
} from '../../e2e/support/testcamera.ts';
import { installBenchLicense } from './bench-license.ts';
import { getJson, waitFor } from './http.ts';
import { descendantsRunning } from './process-tree.ts';
import type { Quality } from './seed-archive.ts';
import { DATABASE_FILE } from './seed-devices.ts';
import { type BenchServer, startBenchServer } from './setup.ts';

/** Frames per second of both streams: with the camera's 0.1 bit per pixel, 1,840 kbps at 1280×720. */
export const CAMERA_FPS = 20;

/** The camera library's options the shared e2e type leaves out. */
interface RecordedCameraOptions extends TestCameraOptions {
  fps: number;
  file: string;
}

/** Writes the clip the cameras loop into `dir` (a few seconds of ffmpeg); returns its path. */
export function makeCameraClip(dir: string): string {
  const file = join(dir, 'camera-clip.mp4');
  const source = `testsrc2=size=1280x720:rate=${CAMERA_FPS},noise=alls=5:allf=t`;
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', source, '-t', '10'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '26', '-pix_fmt', 'yuv420p', '-y', file],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 },
  );
  return file;
}

/** `count` cameras, 1280×720 + 320×180 at CAMERA_FPS, each stream encoded once for all of them. */
export function startRecordedCameras(count: number, clip: string): Promise<TestCameras> {
  const options: RecordedCameraOptions = {
    cameras: count,
    profile: 'standard',
    encoding: 'shared',
    onvifPort: false,
    fps: CAMERA_FPS,
    file: clip,
  };
  return startTestCameras(options);
}

/** The test cameras' RTSP server (a Python child of this process): its CPU is theirs, not the server's. */
export function testCameraPid(): number {
  const [pid, ...more] = descendantsRunning(process.pid, 'testcamera_server.py');
  if (pid === undefined || more.length)
    throw new Error(`expected one test camera process, found ${more.length + (pid ? 1 : 0)}`);
  return pid;
}

export type RecordingType = 'always' | 'metadataOnly' | 'metadataAndLowQuality' | 'never';

/** A schedule of one recording type all week. */
export const everyDay = (recordingType: RecordingType) => ({
  isEnabled: true,
  tasks: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
    dayOfWeek,
    startTime: 0,
    endTime: 86_400,
    recordingType,
    fps: CAMERA_FPS,
  })),
});

/** Adds each camera (licensed) with its primary and secondary stream and `schedule`; returns the ids in order. */
export async function addCameras(
  server: { url: string },
  token: string,
  cameras: readonly TestCameraInfo[],
  schedule: object,
): Promise<string[]> {
  await installBenchLicense(server, token);
  const ids: string[] = [];
  for (const camera of cameras) {
    const added = await getJson<{ id: string }>(`${server.url}/rest/v1/devices`, token, {
      method: 'POST',
      body: JSON.stringify({
        url: camera.rtspUrl,
        name: `Bench camera ${camera.index}`,
        schedule,
        parameters: { streamUrls: { primary: camera.rtspUrl, secondary: camera.secondaryUrl } },
      }),
    });
    ids.push(added.id);
  }
  return ids;
}

/** Gives each camera `schedule`. */
export async function setSchedules(
  server: { url: string },
  token: string,
  ids: readonly string[],
  schedule: object,
): Promise<void> {
  for (const id of ids)
    await getJson(`${server.url}/rest/v2/devices/${id}`, token, {
      method: 'PATCH',
      body: JSON.stringify({ schedule }),
    });
}

/** The server's archive index, read-only while the server writes it. */
export class ArchiveIndex {
  private readonly db: Database.Database;

  constructor(dataDir: string) {
    this.db = new Database(join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
    this.db.pragma('busy_timeout = 5000');
  }

  /** Closed chunks per `cameraId/quality` of the cameras, those that ended after `sinceMs`. */
  closedChunks(cameraIds: readonly string[], sinceMs = 0): Map<string, number> {
    const rows = this.db
      .prepare(
        `SELECT camera_id AS cameraId, quality, count(*) AS n FROM archive_chunks
         WHERE duration_ms >= 0 AND start_ms + duration_ms > ? GROUP BY camera_id, quality`,
      )
      .all(sinceMs) as { cameraId: string; quality: Quality; n: number }[];
    const wanted = new Set(cameraIds);
    return new Map(
      rows.filter((r) => wanted.has(r.cameraId)).map((r) => [`${r.cameraId}/${r.quality}`, r.n]),
    );
  }

  /** True once every camera has at least `count` closed chunks of each quality since `sinceMs`. */
  everyStreamHas(cameraIds: readonly string[], qualities: readonly Quality[], count: number, sinceMs = 0) {
    const chunks = this.closedChunks(cameraIds, sinceMs);
    return cameraIds.every((id) => qualities.every((q) => (chunks.get(`${id}/${q}`) ?? 0) >= count));
  }

  /** Bitrate of the closed chunks of a quality that started after `sinceMs`, Mbps per camera, and their count. */
  bitrate(cameraIds: readonly string[], quality: Quality, sinceMs = 0): { mbps: number; chunks: number } {
    const list = cameraIds.map(() => '?').join(', ');
    const row = this.db
      .prepare(
        `SELECT count(*) AS n, sum(size_bytes) AS bytes, sum(duration_ms) AS ms FROM archive_chunks
         WHERE duration_ms > 0 AND quality = ? AND start_ms >= ? AND camera_id IN (${list})`,
      )
      .get(quality, sinceMs, ...cameraIds) as { n: number; bytes: number | null; ms: number | null };
    return { mbps: row.ms ? ((row.bytes ?? 0) * 8) / row.ms / 1000 : 0, chunks: row.n };
  }

  /** Closed chunks of one camera and quality, oldest first. */
  chunksOf(cameraId: string, quality: Quality): { startMs: number; durationMs: number }[] {
    return this.db
      .prepare(
        `SELECT start_ms AS startMs, duration_ms AS durationMs FROM archive_chunks
         WHERE camera_id = ? AND quality = ? AND duration_ms > 0 ORDER BY start_ms`,
      )
      .all(cameraId, quality) as { startMs: number; durationMs: number }[];
  }

  /** A chunk's file and start, by id. */
  chunkById(id: number): { file: string; startMs: number } | undefined {
    return this.db.prepare('SELECT file, start_ms AS startMs FROM archive_chunks WHERE id = ?').get(id) as
      | { file: string; startMs: number }
      | undefined;
  }

  close(): void {
    this.db.close();
  }
}

/** Waits until both streams of every camera have closed a chunk (the secondary one waits for stream analysis). */
export const everyStreamRecording = (archive: ArchiveIndex, ids: readonly string[]) =>
  waitFor(
    `every stream of ${ids.length} cameras to close a chunk`,
    () => archive.everyStreamHas(ids, ['hi', 'low'], 1) || undefined,
    60_000 + ids.length * 3_000,
    1000,
  );

/** What a recording benchmark runs against. */
export interface RecordingRig {
  cameras: TestCameras;
  /** The test cameras' RTSP server process. */
  camerasPid: number;
  bench: BenchServer;
  archive: ArchiveIndex;
}

/**
 * Runs `use` with `cameras` test cameras (the clip made in a temporary folder) and a set-up server recording
 * in chunks of `chunkSeconds`; stops and removes everything afterwards.
 */
export async function withRecordingRig<T>(
  options: { cameras: number; chunkSeconds: number },
  use: (rig: RecordingRig) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'argus-bench-recording-'));
  try {
    const cameras = await startRecordedCameras(options.cameras, makeCameraClip(dir));
    try {
      const bench = await startBenchServer({ recordingChunkSeconds: options.chunkSeconds });
      const archive = new ArchiveIndex(bench.server.dataDir);
      try {
        return await use({ cameras, camerasPid: testCameraPid(), bench, archive });
      } finally {
        archive.close();
        await bench.stop();
      }
    } finally {
      await cameras.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
