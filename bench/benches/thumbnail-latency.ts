/**
 * Thumbnail latency: p50 and p99 of `GET /ec2/cameraThumbnail?cameraId=…&time=<ms>&height=120` (the View
 * timeline's hover thumbnails: a JPEG of the archive at random times) and of `time=LATEST` (the newest frame,
 * pulled live from the camera), as one client sees them, from a separate process.
 *
 * The server records one test camera always (as in recording-capacity: 1280×720 at about 2 Mbps and
 * 320×180) in short chunks until its archive is a few minutes long, and goes on recording while it is asked.
 * Archive times are spread over the whole archive (the same pseudo-random sequence every run). The server
 * reuses a camera's newest frame for 1.5 s, so LATEST requests are spaced just beyond that: each one is a
 * real pull.
 *
 * Settings: BENCH_THUMBNAIL_ARCHIVE_S (archive length, 180; quick 40), BENCH_THUMBNAIL_REQUESTS (100; quick
 * 20), BENCH_THUMBNAIL_LATEST_REQUESTS (30; quick 8), BENCH_THUMBNAIL_CHUNK_S (10); BENCH_QUICK=1 for the
 * quick values.
 */
import type { BenchFigure } from '../src/figure.ts';
import { waitFor } from '../src/http.ts';
import { type LatencySummary, measureLatency } from '../src/latency.ts';
import { randomSequence } from '../src/random-sequence.ts';
import { addCameras, everyDay, withRecordingRig } from '../src/recorded-cameras.ts';
import { numberSetting } from '../src/settings.ts';

const BENCH = 'thumbnail-latency';
const ARCHIVE_S = numberSetting('BENCH_THUMBNAIL_ARCHIVE_S', 180, 40);
const REQUESTS = numberSetting('BENCH_THUMBNAIL_REQUESTS', 100, 20);
const LATEST_REQUESTS = numberSetting('BENCH_THUMBNAIL_LATEST_REQUESTS', 30, 8);
const CHUNK_S = numberSetting('BENCH_THUMBNAIL_CHUNK_S', 10);
/** The timeline's thumbnail height (spec 000 §9). */
const HEIGHT = 120;
/** Just beyond the server's reuse of a camera's newest frame (1.5 s). */
const LATEST_GAP_MS = 1600;

/** Width and height of a JPEG from its start-of-frame marker. */
function jpegSize(jpeg: Buffer): { width: number; height: number } | undefined {
  for (let i = 2; i + 9 < jpeg.length; ) {
    if (jpeg[i] !== 0xff) return undefined;
    const marker = jpeg[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: jpeg.readUInt16BE(i + 5), width: jpeg.readUInt16BE(i + 7) };
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  return undefined;
}

const log = (what: string, s: LatencySummary) =>
  console.log(
    `  ${BENCH}: ${what}: p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms (min ${s.minMs}, max ${s.maxMs}) over ` +
      `${s.requests} requests, ${s.bytesPerResponse} bytes each`,
  );

export async function thumbnailLatency(): Promise<BenchFigure[]> {
  return withRecordingRig({ cameras: 1, chunkSeconds: CHUNK_S }, async (rig) => {
    const { bench, archive } = rig;
    const [id] = await addCameras(bench.server, bench.ownerToken, rig.cameras.cameras, everyDay('always'));
    const chunks = await waitFor(
      `an archive of ${ARCHIVE_S} s`,
      () => {
        const list = archive.chunksOf(id!, 'hi');
        const last = list.at(-1);
        return last && last.startMs + last.durationMs - list[0]!.startMs >= ARCHIVE_S * 1000
          ? list
          : undefined;
      },
      ARCHIVE_S * 1000 + 120_000,
      2000,
    );
    const fromMs = chunks[0]!.startMs;
    const toMs = chunks.at(-1)!.startMs + chunks.at(-1)!.durationMs;
    const random = randomSequence(9);
    const base = `${bench.server.url}/ec2/cameraThumbnail?cameraId=${id}&height=${HEIGHT}`;
    const urls = Array.from(
      { length: REQUESTS },
      () => `${base}&time=${Math.floor(fromMs + random() * (toMs - fromMs))}`,
    );
    const headers = { authorization: `Bearer ${bench.ownerToken}` };

    const sample = await fetch(urls[0]!, { headers });
    const size = jpegSize(Buffer.from(await sample.arrayBuffer()));
    if (sample.status !== 200 || size?.height !== HEIGHT)
      throw new Error(
        `a thumbnail answered ${sample.status} with ${JSON.stringify(size)}, not ${HEIGHT} px high`,
      );

    const archived = await measureLatency({
      urls,
      headers,
      requests: REQUESTS,
      warmup: 2,
      contentType: 'image/jpeg',
    });
    log(`archive, ${Math.round((toMs - fromMs) / 1000)} s in ${chunks.length} chunks`, archived);
    const latest = await measureLatency({
      urls: [`${base}&time=LATEST`],
      headers,
      requests: LATEST_REQUESTS,
      warmup: 1,
      gapMs: LATEST_GAP_MS,
      contentType: 'image/jpeg',
    });
    log('LATEST (live)', latest);
    const details = {
      archiveS: Math.round((toMs - fromMs) / 1000),
      chunks: chunks.length,
      chunkS: CHUNK_S,
      thumbnail: size,
    };
    const figure = (id: string, metric: string, value: number, summary: LatencySummary): BenchFigure => ({
      bench: BENCH,
      id: `${BENCH}.${id}`,
      metric,
      value,
      unit: 'ms',
      details: { ...details, ...summary },
    });
    return [
      figure(
        'archive-p50',
        `archive thumbnail (${HEIGHT} px) at random times, p50 of ${archived.requests}`,
        archived.p50Ms,
        archived,
      ),
      figure(
        'archive-p99',
        `archive thumbnail (${HEIGHT} px) at random times, p99 of ${archived.requests}`,
        archived.p99Ms,
        archived,
      ),
      figure('latest-p50', `LATEST thumbnail (live pull), p50 of ${latest.requests}`, latest.p50Ms, latest),
      figure('latest-p99', `LATEST thumbnail (live pull), p99 of ${latest.requests}`, latest.p99Ms, latest),
    ];
  });
}
