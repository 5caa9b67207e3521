/**
 * The JS a page of the built web app loads before any lazy route: the entry script and modulepreloads of
 * dist/index.html plus everything they import statically (`import … from "./x.js"`; dynamic `import()` is
 * not followed). Sizes are gzip level 9 of the file bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface SizedFile {
  /** Path below dist, e.g. `assets/index-abc.js`. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

const ATTRIBUTE_URL = /<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g;
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]*?\bfrom\s*)?"(\.{1,2}\/[^"]+\.js)"/g;

export function gzipSize(distDir: string, file: string): SizedFile {
  const content = readFileSync(join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

/** `/assets/x.js` or `http://host/assets/x.js` → `assets/x.js`. */
export function distPathOf(url: string): string {
  const path = url.startsWith('http') ? new URL(url).pathname : url;
  return path.replace(/^\/+/, '');
}

function resolveRelative(fromFile: string, specifier: string): string {
  const base = fromFile.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '.') continue;
    if (part === '..') base.pop();
    else base.push(part);
  }
  return base.join('/');
}

/** Entry + modulepreload + static-import closure of dist/index.html, each file once. */
export function initialJs(distDir: string): SizedFile[] {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`${indexHtml} is missing: run \`npm run build\` first`);
  const html = readFileSync(indexHtml, 'utf8');
  const queue = [...html.matchAll(ATTRIBUTE_URL)].map((m) => distPathOf(m[1]!));
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(resolveRelative(file, m[1]!));
  }
  return [...seen].map((file) => gzipSize(distDir, file));
}

export const totalGzip = (files: SizedFile[]) => files.reduce((sum, f) => sum + f.gzipBytes, 0);
