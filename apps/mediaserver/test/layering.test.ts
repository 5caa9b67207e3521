/**
 * The layering of the media server, checked on its source text (no module is loaded, so it takes well under
 * a second):
 * - the domain reaches no HTTP code through any chain of imports: not Fastify or its plugins, `src/http/`, a
 *   route file, nor the request side of authentication. The workspace's own packages (`@argus/…`) are followed
 *   into their files like the server's, so a kit is HTTP where its files import Fastify;
 * - a module is used from outside only through its `index.ts`, and a module's face holds no route files
 *   (`routes.ts` and `app.ts` import those directly);
 * - a module's tables are its own: no other module's code imports its Drizzle table objects or names its
 *   tables in raw SQL; it asks the module.
 *
 * Type-only imports count: a domain file whose types name a Fastify request depends on HTTP all the same.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');
const REPO = resolve(SRC, '../../..');

/** One import or re-export of a file: where it leads, and the names it takes (`*` for all of them). */
interface Edge {
  spec: string;
  /**
   * The imported file: relative to src/ for the server's own files, absolute for a workspace package's;
   * undefined for other packages.
   */
  target: string | undefined;
  /** Names used as values (not types only); `*` for a namespace, a star re-export or a side-effect import. */
  values: string[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });
}

const IMPORT =
  /^[ \t]*import\s+(type\s+)?((?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*\s+as\s+[\w$]+)|[\w$]+)\s+from\s+['"]([^'"]+)['"]/gm;
const EXPORT_FROM = /^[ \t]*export\s+(type\s+)?(\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?)\s+from\s+['"]([^'"]+)['"]/gm;
const SIDE_EFFECT = /^[ \t]*import\s+['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The value names an import clause takes: `{a, type B, c as d}`, `X` (default), `* as N`. */
function valueNames(clause: string, typeOnly: boolean): string[] {
  if (typeOnly) return [];
  const braces = /\{([^}]*)\}/.exec(clause);
  const names = braces
    ? braces[1]!
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item && !item.startsWith('type '))
        .map((item) => item.split(/\s+as\s+/)[0]!)
    : [];
  const outside = clause.replace(/\{[^}]*\}/, '');
  if (outside.includes('*')) names.push('*');
  else if (/^[\w$]+/.test(outside.trim())) names.push('default');
  return names;
}

/** The source file a workspace package's specifier (`@argus/contract`, `@argus/contract/cloud`) leads to. */
function workspaceFile(spec: string): string | undefined {
  const m = /^(@argus\/[^/]+)(\/.+)?$/.exec(spec);
  const dir = m && join(REPO, 'node_modules', m[1]!);
  if (!dir || !existsSync(join(dir, 'package.json'))) return undefined;
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const exported: string | { import?: string; default?: string } | undefined =
    manifest.exports?.[`.${m[2] ?? ''}`];
  const path = typeof exported === 'string' ? exported : (exported?.import ?? exported?.default);
  return path?.endsWith('.ts') ? join(realpathSync(dir), path) : undefined;
}

/** Where an import leads, named as Edge.target says. */
function targetOf(file: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return workspaceFile(spec);
  const path = resolve(file.startsWith('/') ? dirname(file) : join(SRC, dirname(file)), spec);
  return path.startsWith(`${SRC}/`) ? relative(SRC, path) : path;
}

function edgesOf(file: string, text: string): Edge[] {
  const target = (spec: string) => targetOf(file, spec);
  const edges: Edge[] = [];
  for (const m of text.matchAll(IMPORT)) {
    edges.push({ spec: m[3]!, target: target(m[3]!), values: valueNames(m[2]!, !!m[1]) });
  }
  for (const m of text.matchAll(EXPORT_FROM)) {
    edges.push({ spec: m[3]!, target: target(m[3]!), values: valueNames(m[2]!, !!m[1]) });
  }
  for (const m of [...text.matchAll(SIDE_EFFECT), ...text.matchAll(DYNAMIC)]) {
    edges.push({ spec: m[1]!, target: target(m[1]!), values: ['*'] });
  }
  return edges;
}

const files = filesUnder(SRC);
const texts = new Map(files.map((f) => [f, readFileSync(join(SRC, f), 'utf8')]));
const edges = new Map(files.map((f) => [f, edgesOf(f, texts.get(f)!)]));

/** The imports of a file of the server, or of a workspace package's (read when a chain first reaches it). */
function edgesFrom(file: string): Edge[] {
  let found = edges.get(file);
  if (!found) {
    found = existsSync(file) ? edgesOf(file, readFileSync(file, 'utf8')) : [];
    edges.set(file, found);
  }
  return found;
}

/** A file as a chain shows it: the server's relative to src/, a workspace package's relative to the repo. */
const shown = (file: string) => (file.startsWith('/') ? relative(REPO, file) : file);

/** The module a file belongs to: `modules/<name>/…`, or `auth` for the stores of authentication. */
function moduleOf(file: string): string | undefined {
  return /^modules\/([^/]+)\//.exec(file)?.[1] ?? (file.startsWith('auth/') ? 'auth' : undefined);
}

// --- HTTP code -------------------------------------------------------------------------------------------

/** Packages from outside the workspace that are HTTP (the workspace's own are followed into their files). */
const HTTP_PACKAGES = /^(fastify|fastify-plugin|@fastify\/.+|@httptoolkit\/.+)$/;
const isRouteFile = (file: string) => /(^|\/|\.)(routes|legacy-routes)\.ts$/.test(file);
/** Authentication's request side: it reads requests and writes replies (the hook, cookies, credentials). */
const AUTH_REQUEST_SIDE = [
  'auth/authenticate.ts',
  'auth/cookies.ts',
  'auth/credentials.ts',
  'auth/request-site.ts',
];
/** The server's own HTTP files (a workspace package's file is HTTP by what it imports, not by its name). */
const isHttpFile = (file: string) =>
  !file.startsWith('/') &&
  (isRouteFile(file) || file === 'app.ts' || file.startsWith('http/') || AUTH_REQUEST_SIDE.includes(file));

/**
 * Files above the domain, which may know HTTP: the process entry and its maintenance commands (they open the
 * composition root), and the composition root (it builds the authenticator that the HTTP hook runs).
 */
const isAboveDomain = (file: string) =>
  file === 'main.ts' ||
  file === 'composition.ts' ||
  /^compose-[\w-]+\.ts$/.test(file) ||
  file.startsWith('maintenance/');

const domainFiles = files.filter((f) => !isHttpFile(f) && !isAboveDomain(f));

/** The shortest chain of imports from `file` to HTTP code, as `a.ts → b.ts → fastify`; null when none. */
function chainToHttp(file: string): string | null {
  const cameFrom = new Map<string, string | null>([[file, null]]);
  const queue = [file];
  const chainTo = (last: string, end: string) => {
    const chain = [end];
    for (let at: string | null | undefined = last; at; at = cameFrom.get(at)) chain.unshift(shown(at));
    return chain.join(' → ');
  };
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    for (const edge of edgesFrom(at)) {
      if (edge.target === undefined) {
        if (HTTP_PACKAGES.test(edge.spec)) return chainTo(at, edge.spec);
        continue;
      }
      if (cameFrom.has(edge.target)) continue;
      if (isHttpFile(edge.target)) return chainTo(at, shown(edge.target));
      cameFrom.set(edge.target, at);
      queue.push(edge.target);
    }
  }
  return null;
}

// --- tables ----------------------------------------------------------------------------------------------

interface Table {
  /** The Drizzle object's exported name. */
  name: string;
  /** The table's name in SQL. */
  sqlName: string;
  owner: string;
}

const TABLE_FILE = /(^modules\/[^/]+\/[^/]+\.table\.ts|^auth\/auth\.tables\.ts)$/;
const tables: Table[] = files
  .filter((f) => TABLE_FILE.test(f))
  .flatMap((f) =>
    [...texts.get(f)!.matchAll(/export const ([\w$]+) = sqliteTable\(\s*['"](\w+)['"]/g)].map((m) => ({
      name: m[1]!,
      sqlName: m[2]!,
      owner: moduleOf(f)!,
    })),
  );

/**
 * Who may hold every table: the composition root, the database layer (schema checks, restore) and the schema
 * itself (a table's foreign key names the table it refers to). Tests are outside src/.
 */
const mayHoldAnyTable = (file: string) =>
  isAboveDomain(file) || file.startsWith('db/') || TABLE_FILE.test(file);

/** What a file imports as table objects of other modules, by name, through whatever file of theirs. */
function foreignTableImports(file: string): string[] {
  const own = moduleOf(file);
  return (edges.get(file) ?? []).flatMap((edge) => {
    const owner = edge.target && moduleOf(edge.target);
    if (!owner || owner === own) return [];
    const theirs = tables.filter((t) => t.owner === owner);
    const taken = edge.values.includes('*')
      ? theirs.filter(() => TABLE_FILE.test(edge.target!))
      : theirs.filter((t) => edge.values.includes(t.name));
    return taken.map((t) => `${file} imports the table ${t.name} of ${owner} from ${edge.target}`);
  });
}

/** Raw SQL (upper-case keywords, as the code writes it) naming another module's table. */
function foreignTablesInSql(file: string): string[] {
  const own = moduleOf(file);
  const named = [
    ...texts.get(file)!.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TABLE|ON)\s+(?:\w+\.)?["`]?(\w+)/g),
  ];
  return named.flatMap((m) =>
    tables
      .filter((t) => t.sqlName === m[1] && t.owner !== own)
      .map((t) => `${file} names ${t.owner}'s table ${t.sqlName} in SQL: "${m[0]}"`),
  );
}

// --- the checks ------------------------------------------------------------------------------------------

describe('layering of the media server', () => {
  it('reads what it checks: every module, auth/, the tables and the imports', () => {
    expect(files).toContain('auth/lockout.ts');
    expect(domainFiles).toContain('auth/lockout.ts');
    expect(domainFiles.filter((f) => f.startsWith('modules/')).length).toBeGreaterThan(100);
    expect(tables.map((t) => t.sqlName)).toEqual(
      expect.arrayContaining(['archive_chunks', 'users', 'auth_tickets']),
    );
    expect(edges.get('routes.ts')!.map((e) => e.target)).toContain('composition.ts');
    expect(chainToHttp('routes.ts')).toMatch(/^routes\.ts → /);
    // The workspace's route kit is followed into its files, down to Fastify.
    const kit = workspaceFile('@argus/http-kit');
    expect(kit && chainToHttp(kit)).toMatch(/^packages\/http-kit\/src\/index\.ts → .* → fastify$/);
  });

  it('keeps the domain free of HTTP through every chain of imports', () => {
    const offenders = domainFiles.map(chainToHttp).filter((chain) => chain !== null);
    expect(offenders).toEqual([]);
  });

  it('keeps route files off every public face: index.ts exports the domain only', () => {
    const offenders = files
      .filter((f) => /(^|\/)index\.ts$/.test(f))
      .flatMap((f) =>
        edges
          .get(f)!
          .filter((e) => e.target && isHttpFile(e.target))
          .map((e) => `${f} exports from ${e.target}`),
      );
    expect(offenders).toEqual([]);
  });

  it("reaches into no module's internals: others use a module through its index.ts", () => {
    const offenders = files.flatMap((f) =>
      edges.get(f)!.flatMap((edge) => {
        const m = edge.target && /^modules\/([^/]+)\/(.+)$/.exec(edge.target);
        if (!m || m[1] === moduleOf(f) || m[2] === 'index.ts') return [];
        // Tables go to whoever may hold them; route files to the two places that register routes.
        if (TABLE_FILE.test(edge.target!) && mayHoldAnyTable(f)) return [];
        if (isRouteFile(edge.target!) && (f === 'routes.ts' || f === 'app.ts')) return [];
        return [`${f} imports ${edge.target}`];
      }),
    );
    expect(offenders).toEqual([]);
  });

  it("leaves every module's tables to that module: no foreign table object, no foreign table in SQL", () => {
    const offenders = files
      .filter((f) => !mayHoldAnyTable(f))
      .flatMap((f) => [...foreignTableImports(f), ...foreignTablesInSql(f)]);
    expect(offenders).toEqual([]);
  });
});
