/**
 * Recording recovery: the archive gap a camera outage leaves (issue 13). The server records one test camera
 * always, in 1 s chunks, with the product's status intervals; the camera then refuses connections for
 * BENCH_RECOVERY_OUTAGE_S (16 s, the outage of the report; quick 8) and answers again. The gap is the longest
 * space between consecutive chunks once recording has resumed; its excess over the outage is what detection
 * and restart cost (target: at most 5 s).
 *
 * Settings: BENCH_RECOVERY_OUTAGE_S; BENCH_QUICK=1 for the quick value.
 */
import type { BenchFigure } from '../src/figure.ts';
import { waitFor } from '../src/http.ts';
import { addCameras, everyDay, withRecordingRig } from '../src/recorded-cameras.ts';
import { numberSetting } from '../src/settings.ts';

const BENCH = 'recording-recovery';
const OUTAGE_S = numberSetting('BENCH_RECOVERY_OUTAGE_S', 16, 8);
/** [design] What detection and restart may add to an outage. */
const EXTRA_TARGET_MS = 5000;

/** The longest space between consecutive chunks. */
function longestGapMs(chunks: readonly { startMs: number; durationMs: number }[]): number {
  let longest = 0;
  for (let i = 1; i < chunks.length; i += 1) {
    const before = chunks[i - 1]!;
    longest = Math.max(longest, chunks[i]!.startMs - (before.startMs + before.durationMs));
  }
  return longest;
}

export async function recordingRecovery(): Promise<BenchFigure[]> {
  return withRecordingRig({ cameras: 1, chunkSeconds: 1 }, async (rig) => {
    const { bench, archive, cameras } = rig;
    const [id] = await addCameras(bench.server, bench.ownerToken, cameras.cameras, everyDay('always'));
    const chunks = () => archive.chunksOf(id!, 'hi');
    await waitFor('3 recorded chunks', () => (chunks().length >= 3 ? true : undefined), 60_000, 200);

    const offAt = Date.now();
    await cameras.setOnline(1, false);
    // The outage itself: the camera stays away this long whatever the server does.
    await new Promise((done) => setTimeout(done, OUTAGE_S * 1000));
    await cameras.setOnline(1, true);
    const outageMs = Date.now() - offAt;
    const backAt = Date.now();
    await waitFor(
      'recording to resume',
      () => (chunks().some((c) => c.startMs >= backAt) ? true : undefined),
      120_000,
      100,
    );
    const gapMs = longestGapMs(chunks());
    console.log(`  ${BENCH}: outage ${outageMs} ms, archive gap ${gapMs} ms`);
    const details = { outageMs, gapMs, chunks: chunks().length };
    return [
      {
        bench: BENCH,
        id: `${BENCH}.gap`,
        metric: `archive gap after a ${OUTAGE_S} s camera outage`,
        value: gapMs,
        unit: 'ms',
        details,
      },
      {
        bench: BENCH,
        id: `${BENCH}.extra`,
        metric: 'archive gap beyond the outage (detection and restart)',
        value: gapMs - outageMs,
        unit: 'ms',
        target: { of: 'value', bound: 'max', limit: EXTRA_TARGET_MS },
        details,
      },
    ];
  });
}
