/**
 * What the media permission check costs an HLS archive segment (issue 14): requests per second of
 * `GET /hls/{camera}/{sealed segment}?authKey=…` (the key rebuilt into the holder's current rights, the
 * camera and archive checked with `can()`, the seal verified, then one ffmpeg remux of the chunk part) against
 * a bare Fastify server remuxing the same part with the same ffmpeg arguments and no check at all. Target
 * ratio ≥ 0.9: the check must stay small beside the remux. Both servers and the load generator are separate
 * processes; the server records one test camera meanwhile.
 *
 * Settings: BENCH_SEGMENT_CONNECTIONS (4, under a user's 16 segment remuxes), BENCH_SEGMENT_DURATION_S (10;
 * quick 4), BENCH_ROUNDS.
 */
import { join } from 'node:path';
import { startNodeServer } from '../../e2e/support/servers.ts';
import type { BenchFigure } from '../src/figure.ts';
import { waitFor } from '../src/http.ts';
import { measureInterleaved } from '../src/interleaved.ts';
import { addCameras, everyDay, withRecordingRig } from '../src/recorded-cameras.ts';
import { numberSetting } from '../src/settings.ts';
import { comparisonFigure, latencyFigure, loadSettings } from '../src/throughput-figure.ts';

const BENCH = 'segment-check';
export const SEGMENT_MIN_RATIO = 0.9;
/** Short chunks: a segment is a whole 2 s chunk, remuxed in a fraction of a second on an idle machine. */
const CHUNK_S = 2;
const CONNECTIONS = numberSetting('BENCH_SEGMENT_CONNECTIONS', 4);
/** Seconds per recorded run and of the warm-up: each request runs ffmpeg, so runs are longer than others. */
const DURATION_S = numberSetting('BENCH_SEGMENT_DURATION_S', 10, 4);

const uris = (playlist: string) => playlist.split('\n').filter((l) => l && !l.startsWith('#'));

async function text(url: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${body.slice(0, 200)}`);
  return body;
}

export async function segmentCheck(): Promise<BenchFigure[]> {
  return withRecordingRig({ cameras: 1, chunkSeconds: CHUNK_S }, async (rig) => {
    const { bench, archive } = rig;
    const base = bench.server.url;
    const [id] = await addCameras(bench.server, bench.ownerToken, rig.cameras.cameras, everyDay('always'));
    const chunks = await waitFor(
      'two closed chunks',
      () => {
        const list = archive.chunksOf(id!, 'hi');
        return list.length >= 2 ? list : undefined;
      },
      120_000,
      1000,
    );
    const pos = chunks[0]!.startMs;
    const endPos = chunks[1]!.startMs + chunks[1]!.durationMs;
    const auth = { authorization: `Bearer ${bench.ownerToken}` };
    const master = await text(`${base}/hls/${id}.m3u8?hi&pos=${pos}&endPos=${endPos}`, auth);
    const media = await text(`${base}${uris(master)[0]!}`);
    const segmentPath = uris(media)[0]!;
    const m = /\/(\d+)-(\d+)-(\d+)-[^/?]+\.ts\?/.exec(segmentPath);
    if (!m) throw new Error(`unexpected segment URL ${segmentPath}`);
    const chunk = archive.chunkById(Number(m[1]));
    if (!chunk) throw new Error(`chunk ${m[1]} is not in the index`);
    const offsetMs = Number(m[2]);
    const bare = await startNodeServer(
      join(import.meta.dirname, '../src/bare-segment-server.ts'),
      (port) => [
        ...['--port', String(port), '--file', chunk.file, '--offset', String(offsetMs)],
        ...['--duration', m[3]!, '--timeline', String(((chunk.startMs + offsetMs) % 86_400_000) / 1000)],
      ],
      { readyPath: '/ready' },
    );
    try {
      const runs = await measureInterleaved(
        [
          { name: 'argus', url: base + segmentPath, headers: {} },
          { name: 'bare', url: `${bare.url}/segment.ts`, headers: {} },
        ],
        { ...loadSettings(BENCH, CONNECTIONS), durationS: DURATION_S, warmupS: DURATION_S / 2 },
      );
      return [
        comparisonFigure({
          bench: BENCH,
          id: `${BENCH}.ratio`,
          metric: `archive HLS segment with its key (rights rebuilt and checked) vs the same remux unchecked, ${CONNECTIONS} connections, median of runs`,
          subject: runs.argus!,
          baseline: runs.bare!,
          minRatio: SEGMENT_MIN_RATIO,
        }),
        latencyFigure(
          BENCH,
          `${BENCH}.p99`,
          `archive HLS segment p99 latency (unchecked ${runs.bare!.p99LatencyMs.median} ms)`,
          runs.argus!,
        ),
      ];
    } finally {
      await bare.stop();
    }
  });
}
