/**
 * The timeline's recorded runs: kept in memory and updated by each write to the archive index, they must
 * answer exactly what merging every chunk in the range would, whatever the writes were (recording with gaps,
 * motion fragments, chunks being written and closed, retention removing the oldest, crash repair dropping one
 * in the middle), for any range and any `detail`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { ArchiveRepository } from '../src/modules/archive/index.ts';
import { mergePeriods } from '../src/modules/archive/periods.ts';
import { RunList } from '../src/modules/archive/recorded-runs.ts';

/** A small deterministic generator (so a failure repeats). */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

describe('a run list', () => {
  it('joins touching chunks, keeps gaps, and cuts a run where a chunk is removed', () => {
    const list = RunList.of([
      { startMs: 0, durationMs: 10 },
      { startMs: 10, durationMs: 10 },
      { startMs: 25, durationMs: 5 },
      { startMs: 30, durationMs: -1 },
    ]);
    expect(list.size).toBe(2);
    expect(list.overlapping(0, 100)).toEqual([
      { startMs: 0, durationMs: 20 },
      { startMs: 25, durationMs: 5 },
      { startMs: 30, durationMs: -1 },
    ]);
    list.remove({ startMs: 30, durationMs: -1 });
    list.add({ startMs: 30, durationMs: 7 });
    list.add({ startMs: 20, durationMs: 5 });
    expect(list.overlapping(0, 100)).toEqual([{ startMs: 0, durationMs: 37 }]);
    list.remove({ startMs: 10, durationMs: 10 });
    expect(list.overlapping(0, 100)).toEqual([
      { startMs: 0, durationMs: 10 },
      { startMs: 20, durationMs: 17 },
    ]);
    expect(list.overlapping(10, 20)).toEqual([]);
    expect(list.overlapping(9, 21)).toEqual([
      { startMs: 0, durationMs: 10 },
      { startMs: 20, durationMs: 17 },
    ]);
  });
});

describe('recorded spans of the archive index', () => {
  it('merge into exactly the periods of the chunks, after any sequence of writes', () => {
    const repo = new ArchiveRepository(openDatabase(mkdtempSync(join(tmpdir(), 'argus-runs-'))));
    const next = random(7);
    let file = 0;
    const add = (cameraId: string, startMs: number, durationMs: number) => {
      file += 1;
      return repo.add({ cameraId, quality: 'hi', storageId: 's', startMs, durationMs, file: `/f/${file}` });
    };
    // Both cameras' runs are loaded (asked once) before most writes, so the writes must keep them right.
    const cameras = ['a', 'b'];
    for (const cameraId of cameras) {
      let t = 1_000_000;
      for (let i = 0; i < 400; i += 1) {
        if (i === 5) repo.recordedSpans([cameraId], 'hi', 0, 1e12);
        const length = next(3) === 0 ? 2000 : 60_000;
        if (next(4) === 0) {
          // Written, then closed with the times the stream clock gives.
          const id = add(cameraId, t + 3, -1)!;
          repo.close(id, { file: `/closed/${id}`, startMs: t, durationMs: length, sizeBytes: 1 }, () => {});
        } else add(cameraId, t, length);
        t += length + (next(5) === 0 ? next(120_000) : 0);
      }
      add(cameraId, t, -1); // being written now
    }
    // Retention takes the oldest of each camera; crash repair drops one in the middle.
    for (const cameraId of cameras) {
      const rows = repo.list(cameraId);
      repo.remove(rows.slice(0, 30).map((r) => r.id));
      repo.remove([rows[200]!.id]);
    }

    const all = cameras.flatMap((c) => repo.list(c));
    for (let k = 0; k < 300; k += 1) {
      const startMs = 1_000_000 + next(30_000_000);
      const endMs = startMs + 1 + next(10_000_000);
      const detailMs = [0, 1, 1000, 60_000, 600_000][next(5)]!;
      const options = { detailMs, keepSmallChunks: next(2) === 0, limit: next(3) === 0 ? 3 : undefined };
      const ids = next(2) === 0 ? cameras : [cameras[next(2)]!];
      const chunks = all.filter(
        (c) =>
          ids.includes(c.cameraId) &&
          c.startMs < endMs &&
          (c.durationMs === -1 || c.startMs + c.durationMs > startMs),
      );
      expect(
        mergePeriods(repo.recordedSpans(ids, 'hi', startMs, endMs), options),
        `${ids} [${startMs}, ${endMs}) detail ${detailMs}`,
      ).toEqual(mergePeriods(chunks, options));
    }
  });
});
