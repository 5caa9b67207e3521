/**
 * The layering of the media server, checked on its imports:
 * - the domain (everything in a module or the CRUD kit but its route files) never imports the HTTP layer;
 * - a module uses another module only through that module's `index.ts` (or its table, which is schema that
 *   foreign keys and the caller type refer to), and so does everything outside.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

const rel = (file: string) => relative(SRC, file);
const isRouteFile = (file: string) => /routes\.ts$/.test(file);

describe('layering of the media server', () => {
  const files = filesUnder(SRC);

  it('keeps the domain free of HTTP: only route files import Fastify, the route kit or src/http', () => {
    const offenders = files
      .filter((f) => /^(modules|crud)\//.test(rel(f)) && !isRouteFile(f))
      .flatMap((f) =>
        importsOf(f)
          .filter(
            (spec) => spec === 'fastify' || spec.startsWith('@argus/http-kit') || /(^|\/)http\//.test(spec),
          )
          .map((spec) => `${rel(f)} imports ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it("reaches into no module's internals: other modules are imported through their index.ts or table", () => {
    const offenders = files.flatMap((f) =>
      importsOf(f)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => rel(resolve(dirname(f), spec)))
        .filter((target) => {
          const m = /^modules\/([^/]+)\/(.+)$/.exec(target);
          if (!m) return false;
          const ownModule = /^modules\/([^/]+)\//.exec(rel(f))?.[1];
          return m[1] !== ownModule && m[2] !== 'index.ts' && !m[2]!.endsWith('.table.ts');
        })
        .map((target) => `${rel(f)} imports ${target}`),
    );
    expect(offenders).toEqual([]);
  });
});
