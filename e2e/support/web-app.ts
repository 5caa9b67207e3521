/**
 * The built web app (apps/web/dist) as e2e and benchmarks use it. Node built-ins only: bench/ includes this
 * file.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './servers.ts';

export const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');

/** Throws a clear message when the web app has not been built (npm test builds it first). */
export function assertWebBuilt(): void {
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error(
      `The web app is not built: ${WEB_DIST}/index.html is missing. Run \`npm run build\` first.`,
    );
}

/** Files the server generates rather than serves from dist (the client config index.html preloads). */
const SERVER_GENERATED = /^static\/customization\//;

/** Files below dist that index.html references (script, modulepreload, stylesheet, icon). */
function referencedFiles(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/([^"]+)"/g)]
    .map((m) => m[1]!)
    .filter((file) => !SERVER_GENERATED.test(file));
}

function isCompleteBuild(distDir: string): boolean {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  return referencedFiles(distDir).every((file) => existsSync(join(distDir, file)));
}

/**
 * Copies the built web app into a temporary dir (the caller removes it) so that a rebuild of apps/web/dist
 * while tests run (other work in the same checkout) cannot pull files from under a page. Waits, bounded,
 * while the build is incomplete.
 */
export async function snapshotWebApp(timeoutMs = 120_000): Promise<string> {
  assertWebBuilt();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const copy = mkdtempSync(join(tmpdir(), 'argus-web-'));
    try {
      if (isCompleteBuild(WEB_DIST)) {
        cpSync(WEB_DIST, copy, { recursive: true, filter: (source) => !source.endsWith('.map') });
        if (isCompleteBuild(copy)) return copy;
      }
    } catch {
      // a file vanished while copying: the build is being replaced; try again
    }
    rmSync(copy, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`${WEB_DIST} stayed incomplete for ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 500));
  }
}
