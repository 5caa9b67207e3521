/**
 * Login route JS size (gzip) vs the 170 KB target (1 KB = 1000 bytes, as Vite reports sizes).
 * - static: entry + modulepreloads of dist/index.html and their static imports (no lazy chunks);
 * - observed: every script Chromium fetched from a real, set-up media server until the login form showed
 *   (what the login route really loads initially, lazy route chunks included).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_DIST } from '../e2e/support/web-app.ts';
import { distPathOf, gzipSize, initialJs, type SizedFile, totalGzip } from './src/bundle-graph.ts';
import { launchChromium, waitForLoginForm } from './src/chromium.ts';
import { type BenchFigure, runDirectly } from './src/report.ts';
import { startSetUpServer } from './src/setup.ts';

export const LOGIN_BUNDLE_TARGET_KB = 170;
const KB = 1000;

async function observedLoginJs(): Promise<SizedFile[]> {
  const bench = await startSetUpServer();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(distPathOf(response.url()));
    });
    await page.goto(`${bench.server.url}/settings`);
    await waitForLoginForm(page);
    await context.close();
    const missing = [...scripts].filter((file) => !existsSync(join(WEB_DIST, file)));
    if (missing.length) throw new Error(`scripts not in dist: ${missing.join(', ')}`);
    return [...scripts].map((file) => gzipSize(WEB_DIST, file));
  } finally {
    await browser.close();
    await bench.server.stop();
  }
}

function figure(metric: string, files: SizedFile[]): BenchFigure {
  const value = totalGzip(files) / KB;
  return {
    bench: 'login-bundle',
    metric: `${metric} (${files.length} files)`,
    value,
    unit: 'KB gz',
    reference: LOGIN_BUNDLE_TARGET_KB,
    ratioNote: 'value/target, ≤ 1 meets',
    meets: value <= LOGIN_BUNDLE_TARGET_KB,
  };
}

export async function loginBundle(): Promise<BenchFigure[]> {
  const figures = [figure('static entry graph', initialJs(WEB_DIST))];
  try {
    const observed = await observedLoginJs();
    figures.push(figure('observed in Chromium', observed));
    for (const file of observed.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5))
      console.log(`  login-bundle: ${file.file} ${(file.gzipBytes / KB).toFixed(1)} KB gz`);
  } catch (error) {
    console.log(`  login-bundle: observed figure unavailable: ${(error as Error).message.split('\n')[0]}`);
  }
  return figures;
}

await runDirectly(import.meta.url, loginBundle);
