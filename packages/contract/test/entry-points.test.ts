/**
 * The contract's entry points keep the two APIs apart: `@argus/contract` (the shared core),
 * `@argus/contract/mediaserver` and `@argus/contract/cloud`. Importing one API's entry must not load the other
 * API's modules, and the core loads neither. Checked by following each entry's imports (type imports too: an
 * API's types must not name the other's either) through the source files.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packageJson = JSON.parse(readFileSync(resolve(packageRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
const entryFile = (subpath: string) => resolve(packageRoot, packageJson.exports[subpath]!);

/** Static imports and re-exports, multi-line ones included, and dynamic `import('...')`. */
const IMPORT =
  /^\s*(?:import|export)\s[^;]*?\sfrom\s*'([^']+)'|^\s*import\s*'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gm;

function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  if (specifier === '@argus/contract') return entryFile('.');
  if (specifier.startsWith('@argus/contract/'))
    return entryFile(`./${specifier.slice('@argus/contract/'.length)}`);
  return null; // a package (zod) or a Node module
}

/** Every source file an entry loads, as paths relative to the package. */
function reach(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.ts')) return; // JSON data
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveSpecifier(file, (m[1] ?? m[2] ?? m[3])!);
      if (target) visit(target);
    }
  };
  visit(entry);
  return new Set([...seen].map((f) => relative(packageRoot, f)));
}

const core = reach(entryFile('.'));
const mediaServer = reach(entryFile('./mediaserver'));
const cloud = reach(entryFile('./cloud'));
const only = (api: Set<string>) => [...api].filter((f) => !core.has(f));

describe('the entry points of the contract', () => {
  it('the core is the shared machinery and rules only, file by file', () => {
    // Adding a module to the core is a decision for both APIs: list it here.
    expect([...core].sort()).toEqual([
      'src/endpoints/endpoint.ts',
      'src/index.ts',
      'src/rules/domain-errors.ts',
      'src/rules/error-texts.ts',
      'src/rules/permissions.ts',
      'src/rules/validation/email.ts',
      'src/rules/validation/embed-link.ts',
      'src/rules/validation/hosts.ts',
      'src/rules/validation/license-key.ts',
      'src/rules/validation/login.ts',
      'src/rules/validation/password.ts',
      'src/rules/validation/payload.ts',
      'src/rules/validation/port.ts',
      'src/rules/validation/result.ts',
      'src/rules/validation/search.ts',
      'src/rules/validation/server-url.ts',
      'src/schemas/ids.ts',
      'src/schemas/query-flags.ts',
      'src/schemas/version.ts',
      'src/ui/browser-support.ts',
      'src/ui/constants.ts',
      'src/ui/format.ts',
    ]);
  });

  it('the cloud entry loads no media-server module', () => {
    expect(only(mediaServer).length).toBeGreaterThan(50);
    expect(only(cloud).filter((f) => mediaServer.has(f))).toEqual([]);
    expect([...cloud].filter((f) => f.startsWith('src/mediaserver/'))).toEqual([]);
  });

  it('the media server entry loads no cloud module', () => {
    expect(only(cloud).length).toBeGreaterThan(0);
    expect(only(mediaServer).filter((f) => cloud.has(f))).toEqual([]);
    expect([...mediaServer].filter((f) => f.startsWith('src/cloud/'))).toEqual([]);
  });

  it('each API names its schemas in its own registry, none in the global one', () => {
    for (const file of [...mediaServer, ...cloud, ...core].filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(resolve(packageRoot, file), 'utf8');
      expect.soft(text, file).not.toContain('globalRegistry');
      if (/register\(\s*mediaServerRegistry/.test(text)) expect.soft(cloud.has(file), file).toBe(false);
      if (/register\(\s*cloudRegistry/.test(text)) expect.soft(mediaServer.has(file), file).toBe(false);
    }
  });
});
