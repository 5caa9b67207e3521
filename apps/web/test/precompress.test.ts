import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFile } from '../vite-plugins/precompress.ts';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});

function fileWith(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'argus-precompress-'));
  dirs.push(dir);
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('precompressed build files', () => {
  it('writes brotli and gzip copies of a text file that decompress to the same bytes', () => {
    const text = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i })))};`;
    const file = fileWith('chunk-abc.js', text);
    expect(precompressFile(file)).toBe(2);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
  });

  it('leaves small files, source maps and already compressed formats alone', () => {
    const small = fileWith('tiny.js', 'export {};');
    const map = fileWith('chunk.js.map', 'x'.repeat(5000));
    const font = fileWith('font.woff2', 'x'.repeat(5000));
    for (const file of [small, map, font]) {
      expect(precompressFile(file)).toBe(0);
      expect(existsSync(`${file}.br`)).toBe(false);
    }
  });
});
