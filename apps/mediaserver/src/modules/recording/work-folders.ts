/**
 * At start, after crash repair: files left in the recorders' work folders that the index does not list as
 * being written are leftovers of an earlier run (segments a motion gate had not decided yet, a segment ffmpeg
 * opened as the server died). Nothing can use them, so they are deleted; the folders stay.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { WORK_FOLDER } from './recording-manager.ts';

/** Deletes unlisted files under `<root>/.recording/*` of each storage root; returns how many. */
export function clearWorkFolders(roots: readonly string[], indexed: ReadonlySet<string>): number {
  let deleted = 0;
  for (const root of roots) {
    const work = join(root, WORK_FOLDER);
    for (const folder of entries(work, 'folders'))
      for (const name of entries(join(work, folder), 'files')) {
        const file = join(work, folder, name);
        if (indexed.has(file)) continue;
        rmSync(file, { force: true });
        deleted += 1;
      }
  }
  return deleted;
}

function entries(dir: string, kind: 'files' | 'folders'): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => (kind === 'files' ? e.isFile() : e.isDirectory()))
      .map((e) => e.name);
  } catch {
    return [];
  }
}
