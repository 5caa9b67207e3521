/**
 * The archive rebuild indexes only files that decode as video (issue 14.10): a file that merely has a chunk's
 * name in the archive layout (text, a truncated or empty file) is skipped; a real chunk is added.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { chunkPath } from '../src/modules/storages/index.ts';
import { ownerAuth } from './servers-fixtures.ts';
import { addStorage, tempFolder } from './storages-fixtures.ts';
import { startTestApp } from './support/test-app.ts';

const CAMERA = '6a3b1f7e-0000-4000-8000-00000000cb01';
const START_MS = Date.UTC(2024, 0, 31, 22);

/** A one-second MKV chunk made with ffmpeg's test source. */
function realChunk(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const made = spawnSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10',
      '-t',
      '1',
      '-c:v',
      'mpeg4',
      '-y',
      file,
    ],
    { timeout: 30_000 },
  );
  expect(made.status, String(made.stderr)).toBe(0);
}

describe('archive rebuild', () => {
  it('indexes the chunk files that decode as video and skips the rest', async () => {
    const t = await startTestApp();
    const auth = await ownerAuth(t);
    const dir = tempFolder();
    const file = (i: number) => join(dir, chunkPath('hi', CAMERA, START_MS + i * 60_000, 1000));
    realChunk(file(0));
    const fakes = [file(1), file(2), file(3)];
    for (const fake of fakes) mkdirSync(dirname(fake), { recursive: true });
    writeFileSync(fakes[0]!, 'not really video');
    writeFileSync(fakes[1]!, '');
    writeFileSync(fakes[2]!, Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x01, 0x00]));
    await addStorage(t, auth, { path: dir, isUsedForWriting: true });

    const started = await t.request({
      method: 'POST',
      url: '/rest/v2/servers/this/rebuildArchive/main',
      headers: auth,
    });
    expect(started.statusCode, started.body).toBe(200);
    await vi.waitFor(
      async () => {
        const res = await t.request({
          method: 'GET',
          url: '/rest/v2/servers/this/rebuildArchive/main',
          headers: auth,
        });
        expect(res.json().main).toMatchObject({ state: 'none', totalProgress: 1 });
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(t.root.recording.repo.list(CAMERA).map((c) => c.file)).toEqual([file(0)]);
  }, 60_000);
});
