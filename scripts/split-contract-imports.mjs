// Splits each import of the contract's core entry between the core and the media server's entry, by where
// each name is exported: `node scripts/split-contract-imports.mjs [--check] [paths...]`.
// `@argus/contract` is the shared core; the media server's schemas, endpoints and rules are exported by
// `@argus/contract/mediaserver`. An import of a name from the wrong entry (`import {usersEndpoints} from
// '@argus/contract'`) is rewritten to name the right one; relative imports of the entry files
// (`../src/index.ts` in the contract's own tests) are handled the same way. Idempotent: a file whose imports
// are in place is left as it is, so the script can run again after branches that add imports are merged.
// `--check` only lists what it would change (exit code 1 when anything). Rewritten files go through
// `biome check --write` (which merges imports of the same entry and sorts them).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const contractSrc = resolve(root, 'packages/contract/src');
const ENTRIES = {
  core: { file: resolve(contractSrc, 'index.ts'), specifier: '@argus/contract' },
  mediaserver: {
    file: resolve(contractSrc, 'mediaserver/index.ts'),
    specifier: '@argus/contract/mediaserver',
  },
};

// ── What each entry exports, read from its source ──────────────────────────────────────────────────────────

/** The text without its comments; strings are kept as they are (a string may hold `/*` or `//`). */
function stripComments(text) {
  let out = '';
  let quote = null;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === quote) quote = null;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end - 1;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
    }
  }
  return out;
}

/** The names a module exports, following `export *` and `export {..} from` through relative modules. */
function exportsOf(file, seen = new Set()) {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const text = stripComments(readFileSync(file, 'utf8'));
  const names = new Set();
  for (const m of text.matchAll(/export\s+\*\s+from\s+'([^']+)'/g))
    for (const n of exportsOf(resolve(dirname(file), m[1]), seen)) names.add(n);
  for (const m of text.matchAll(
    /export\s+(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g,
  ))
    names.add(m[1]);
  for (const m of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g))
    for (const spec of specifiersOf(m[1])) names.add(spec.local ?? spec.name);
  return names;
}

/** `a, type B, c as d` → [{name: 'a'}, {name: 'B', type: true}, {name: 'c', local: 'd'}] with their text. */
function specifiersOf(list) {
  return stripComments(list)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((text) => {
      const m = /^(type\s+)?([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/.exec(text);
      if (!m) throw new Error(`cannot read the import specifier "${text}"`);
      return { text, type: Boolean(m[1]), name: m[2], local: m[3] };
    });
}

const exported = Object.fromEntries(Object.entries(ENTRIES).map(([key, e]) => [key, exportsOf(e.file)]));
const both = [...exported.core].filter((n) => exported.mediaserver.has(n));
if (both.length > 0) {
  console.error(`Both entries export: ${both.join(', ')}; each name must come from one entry.`);
  process.exit(2);
}
const entryOfName = (name) =>
  exported.core.has(name) ? 'core' : exported.mediaserver.has(name) ? 'mediaserver' : null;

// ── Rewriting the imports of one file ──────────────────────────────────────────────────────────────────────

/** Which entry a module specifier of `file` names, or null. */
function entryOfSpecifier(file, specifier) {
  for (const [key, e] of Object.entries(ENTRIES)) {
    if (specifier === e.specifier) return key;
    if (specifier.startsWith('.') && resolve(dirname(file), specifier) === e.file) return key;
  }
  return null;
}

/** How `file` names an entry, in the style of the specifier it already uses (package name or relative). */
function specifierFor(file, entry, style) {
  if (!style.startsWith('.')) return ENTRIES[entry].specifier;
  const path = relative(dirname(file), ENTRIES[entry].file);
  return path.startsWith('.') ? path : `./${path}`;
}

const DECLARATION =
  /(^|\n)([ \t]*)(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\6(\s*with\s*\{[^}]*\})?;?/g;

function rewrite(file, text, warn) {
  return text.replace(DECLARATION, (whole, lead, indent, keyword, typeOnly, list, quote, specifier) => {
    const entry = entryOfSpecifier(file, specifier);
    if (!entry) return whole;
    const groups = { core: [], mediaserver: [] };
    for (const spec of specifiersOf(list)) {
      const home = entryOfName(spec.name);
      if (!home) warn(`${spec.name} is exported by neither entry; left in place`);
      groups[home ?? entry].push(spec.text);
    }
    if (groups[entry === 'core' ? 'mediaserver' : 'core'].length === 0) return whole;
    const declarations = Object.entries(groups)
      .filter(([, specs]) => specs.length > 0)
      .map(
        ([key, specs]) =>
          `${indent}${keyword}${typeOnly ?? ''} { ${specs.join(', ')} } from ${quote}${specifierFor(file, key, specifier)}${quote};`,
      );
    return lead + declarations.join('\n');
  });
}

// ── The files ──────────────────────────────────────────────────────────────────────────────────────────────

const args = process.argv.slice(2);
const check = args.includes('--check');
const paths = args.filter((a) => a !== '--check');
const listed = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...(paths.length ? paths : ['.'])],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((f) => /\.(ts|tsx|mts|cts|mjs|js)$/.test(f) && !f.startsWith('packages/contract/src/'))
  .filter((f) => !f.includes('node_modules/') && f !== 'scripts/split-contract-imports.mjs');

const changed = [];
for (const path of listed) {
  const file = resolve(root, path);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  if (
    !text.includes('@argus/contract') &&
    !/from\s*'\.[^']*(?:src\/index|mediaserver\/index)\.ts'/.test(text)
  )
    continue;
  const next = rewrite(file, text, (message) => console.warn(`${path}: ${message}`));
  if (next === text) continue;
  changed.push(path);
  if (!check) writeFileSync(file, next);
}

if (changed.length === 0) console.log('Every import of the contract names the right entry.');
else
  console.log(`${check ? 'Would rewrite' : 'Rewrote'} ${changed.length} files:\n  ${changed.join('\n  ')}`);
if (check) process.exit(changed.length > 0 ? 1 : 0);
if (changed.length > 0)
  try {
    execFileSync('npx', ['biome', 'check', '--write', ...changed], { cwd: root, stdio: 'inherit' });
  } catch {
    console.error('biome check --write reported problems in the rewritten files (see above).');
    process.exitCode = 1;
  }
