/**
 * The texts of an export's overlay (`overlay=timestamp,cameraName`), written to temporary files for ffmpeg's
 * drawtext (`media-args.ts`): files, not filter options, so a camera name is drawn as it is whatever it holds.
 * They are removed when the export's process ends.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Unavailable } from '@argus/contract';
import type { MediaOverlay } from '@argus/contract/mediaserver';
import { OVERLAY_FONT, type OverlayText, timestampText } from './media-args.ts';

export interface WrittenOverlay {
  text: OverlayText;
  remove(): void;
}

/**
 * Writes the asked texts: the camera's name, and the time from `startMs` (the archive range's start; null:
 * live, the wall clock). Null when nothing is asked. Throws Unavailable when the font is not installed.
 */
export function writeOverlay(
  asked: readonly MediaOverlay[] | undefined,
  cameraName: string,
  startMs: number | null,
  font = OVERLAY_FONT,
): WrittenOverlay | null {
  if (!asked || asked.length === 0) return null;
  if (!existsSync(font))
    throw new Unavailable('The overlay font is not installed on the server (Debian: fonts-dejavu-core).');
  const files: string[] = [];
  const write = (text: string) => {
    const file = join(tmpdir(), `argus-overlay-${randomUUID()}.txt`);
    writeFileSync(file, text);
    files.push(file);
    return file;
  };
  const text: OverlayText = {
    // Drawn without expansion: one line, as the camera is named.
    nameFile: asked.includes('cameraName') ? write(cameraName.replace(/\s+/g, ' ').trim()) : null,
    timestampFile: asked.includes('timestamp') ? write(timestampText(startMs)) : null,
  };
  return {
    text,
    remove: () => {
      for (const file of files) rmSync(file, { force: true });
    },
  };
}
