/**
 * The production build of the media server process (`dist/main.js`) as plain JavaScript, with the workspace
 * packages (`@argus/*`, TypeScript sources) bundled in and every npm dependency left to node_modules.
 * `npm start` and an installed server run it under bin/argus-mediaserver; development keeps tsx.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * Left to node_modules: native addons (their .node files are found next to their JavaScript), and packages
 * loaded only on demand (the certificate maker, the hardware probe). Everything else is bundled, which
 * halves the time to the first answer: Node no longer resolves and reads hundreds of small files.
 */
const external = ['better-sqlite3', '@node-rs/argon2', 'selfsigned', 'systeminformation', 'ws'];

await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS helpers need `require` in an ES module.
  banner: {
    js: "import { createRequire as __argusRequire } from 'node:module'; const require = __argusRequire(import.meta.url);",
  },
});

/**
 * esbuild escapes non-ASCII characters in code but keeps the comments it carries over as they are; one `§` in
 * one of them makes V8 hold the whole 3 MB source as a two-byte string, 3 MB more of idle memory. Escaped
 * here in the comments (no line moves, so the source map stays right).
 */
const main = new URL('./dist/main.js', import.meta.url);
const source = readFileSync(main, 'utf8');
const ascii = source.replace(
  /[\u0080-\uffff]/g,
  (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
);
if (ascii !== source) writeFileSync(main, ascii);
