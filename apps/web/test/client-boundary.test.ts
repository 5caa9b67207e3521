import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Only `*.api.ts` files and the wiring in src/lib and src/app reach servers (style.md §3): components never
 * hold a client, and every call names a contract endpoint, so no API path is written out in the app.
 */
const srcDir = join(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(srcDir).map((path) => ({
  path: relative(srcDir, path).replaceAll('\\', '/'),
  code: readFileSync(path, 'utf8'),
}));

/** The modules that hand out a client, or the endpoints to call with one. */
const CLIENT_MODULES =
  /from '[./]*\/(lib\/(api-client|endpoints)|app\/scope\/(system-scope|LocalSystemScope)|app\/clients\/cloud-client)\.tsx?'/;

/** The app's wiring: the clients, the mode and the system scopes (not the shell or the guards, which are components). */
const mayUseClient = (path: string) =>
  path.endsWith('.api.ts') ||
  path.startsWith('lib/') ||
  /^app\/(clients|mode|scope)\//.test(path) ||
  path === 'app/App.tsx' ||
  path === 'app/LocalConsole.tsx' ||
  path === 'app/cloud/CloudPortal.tsx';

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * Cloud endpoints the portal calls before the contract defines them are declared, with the reference's path,
 * in `pendingCloudEndpoint(...)` calls of `*.api.ts` files (features/cloud/pending-endpoint.ts); each goes when
 * the contract's object arrives. Those declarations are the only paths written out besides the contract's.
 */
const PENDING_DECLARATION = /pendingCloudEndpoint<[\s\S]*?>\(\s*\{[^{}]*\}\s*,?\s*\)/g;
const withoutPendingDeclarations = (code: string) => code.replace(PENDING_DECLARATION, '');

/**
 * Media-server endpoints a page calls while the contract's objects are being written on another branch: the
 * file declares them with the contract's `endpointGroup` and the reference's paths; it leaves this list when
 * the page names the contract's objects (the metrics endpoints of issue 18).
 */
const PENDING_MEDIA_SERVER_DECLARATIONS: readonly string[] = ['features/health/health.api.ts'];

describe('client boundary', () => {
  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('only *.api.ts files and the app wiring import a client or the endpoints', () => {
    const offenders = files
      .filter((f) => !mayUseClient(f.path) && CLIENT_MODULES.test(f.code))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  // The one exception to both rules: the inline script of index.html runs before any code can be imported, so
  // it names its few addresses and reads the session hint itself; its own test holds every address to what
  // the client's call of the endpoint asks for (lib/early-requests.test.ts).
  const EARLY_SCRIPT = 'lib/early-requests.ts';

  it('no source file writes out an API path', () => {
    const apiPath = /['"`]\/(rest|api|ec2|static|web)\//;
    const offenders = files
      .filter(
        (f) =>
          f.path !== EARLY_SCRIPT &&
          !PENDING_MEDIA_SERVER_DECLARATIONS.includes(f.path) &&
          apiPath.test(withoutPendingDeclarations(withoutComments(f.code))),
      )
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('declares pending cloud endpoints only in *.api.ts files', () => {
    const offenders = files
      .filter((f) => f.path !== 'features/cloud/pending-endpoint.ts' && !f.path.endsWith('.api.ts'))
      .filter((f) => withoutComments(f.code).includes('pendingCloudEndpoint'))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('only the auth strategy reads document.cookie', () => {
    const offenders = files
      .filter((f) => withoutComments(f.code).includes('document.cookie'))
      .filter((f) => f.path !== 'lib/auth-strategy.ts' && f.path !== EARLY_SCRIPT)
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });
});
