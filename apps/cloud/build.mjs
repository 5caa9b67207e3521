/**
 * The production build of the cloud process (`dist/main.js`) as plain JavaScript, with the workspace packages
 * (`@argus/*`, TypeScript sources) bundled in. `npm start -w apps/cloud` runs it; development keeps tsx.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * Left to node_modules: native addons (argon2's .node files are found next to its JavaScript), PGlite (it
 * loads its WebAssembly and data files from beside its own module), and node-postgres (its optional
 * `pg-native` must stay an optional require).
 */
const external = ['@node-rs/argon2', '@electric-sql/pglite', 'pg', 'pg-native', 'ws'];

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
 * one of them makes V8 hold the whole source as a two-byte string. Escaped here in the comments (no line
 * moves, so the source map stays right).
 */
const main = new URL('./dist/main.js', import.meta.url);
const source = readFileSync(main, 'utf8');
const ascii = source.replace(
  /[\u0080-\uffff]/g,
  (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
);
if (ascii !== source) writeFileSync(main, ascii);
