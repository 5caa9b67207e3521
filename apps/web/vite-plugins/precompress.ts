import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text files worth compressing; images, fonts in woff2 and source maps are left alone. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

/** Writes `<file>.br` and `<file>.gz` next to `file` when they are smaller; returns how many it wrote. */
export function precompressFile(file: string): number {
  const data = readFileSync(file);
  if (data.length < MIN_BYTES || !COMPRESSIBLE.has(extname(file))) return 0;
  const variants: [string, Buffer][] = [
    [
      '.br',
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    ],
    ['.gz', gzipSync(data, { level: 9 })],
  ];
  let written = 0;
  for (const [suffix, packed] of variants) {
    if (packed.length >= data.length) continue;
    writeFileSync(file + suffix, packed);
    written++;
  }
  return written;
}

/**
 * Brotli and gzip copies of every built text file, made once at build time, so that the media server sends
 * them by content negotiation (@fastify/static `preCompressed`) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'argus-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      handler() {
        const outDir = resolve(config.root, config.build.outDir);
        for (const file of filesBelow(outDir)) precompressFile(file);
      },
    },
  };
}
