/** The last lines of a text file, read from its end in chunks (a log may be far larger than what is asked). */
import { open } from 'node:fs/promises';

const CHUNK_B = 64 * 1024;

export async function tailLines(file: string, lines: number): Promise<string> {
  if (lines <= 0) return '';
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch {
    return '';
  }
  try {
    const { size } = await handle.stat();
    const chunks: Buffer[] = [];
    let position = size;
    let newlines = 0;
    // One more line break than lines: the text ends with one.
    while (position > 0 && newlines <= lines) {
      const length = Math.min(CHUNK_B, position);
      position -= length;
      const chunk = Buffer.alloc(length);
      await handle.read(chunk, 0, length, position);
      for (const byte of chunk) if (byte === 0x0a) newlines += 1;
      chunks.unshift(chunk);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    if (text === '') return '';
    const all = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
    const last = all.slice(-lines);
    return last.length ? `${last.join('\n')}\n` : '';
  } finally {
    await handle.close();
  }
}
