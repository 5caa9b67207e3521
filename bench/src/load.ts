/**
 * One load run: autocannon in a child process (load-worker.ts), its summary back as JSON. A run with any
 * failed request (non-2xx, error, timeout), or none completed, throws: such a figure would be a lie.
 */
import { join } from 'node:path';
import { runWorker } from './worker-process.ts';

const WORKER = join(import.meta.dirname, 'load-worker.ts');

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
  /** GET unless given (with `body`, e.g. a login's JSON). */
  method?: string;
  body?: string;
  /** Requests each connection sends in turn (paths on `url`'s origin), instead of the one to `url`. */
  requests?: LoadRequest[];
}

export interface LoadRequest {
  method: string;
  path: string;
  body?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  latencyMs: { p50: number; p99: number; max: number };
  /** Bytes received per response, headers included (shows whether compression happened). */
  bytesPerResponse: number;
  failed: number;
  statusCodes: Record<string, number>;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await runWorker<LoadResult>(WORKER, options);
  if (result.requests === 0)
    throw new Error(`${options.url}: no request completed in ${options.durationS} s`);
  if (result.failed > 0)
    throw new Error(
      `${options.url}: ${result.failed} failed requests (${JSON.stringify(result.statusCodes)})`,
    );
  return result;
}
