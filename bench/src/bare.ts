/** Starts bare-server.ts in its own process, serving the given bodies (path → JSON body). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NodeServerProcess, startNodeServer } from '../../e2e/support/servers.ts';

export async function startBareServer(bodies: Record<string, unknown>): Promise<NodeServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'argus-bench-bare-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    const fixtures = join(dir, 'fixtures.json');
    writeFileSync(fixtures, JSON.stringify(bodies));
    const server = await startNodeServer(
      join(import.meta.dirname, 'bare-server.ts'),
      (port) => ['--port', String(port), '--fixtures', fixtures],
      { readyPath: '/ready' },
    );
    return {
      ...server,
      async stop() {
        await server.stop();
        removeDir();
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}

/** The body a GET returns, parsed (the bare server serves exactly this). */
export async function bodyOf(url: string, headers: Record<string, string>): Promise<unknown> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}
