/**
 * A benchmark's load generator in its own process, so that it never shares a Node event loop (or its CPU
 * accounting) with the bench or a server under test: `node --import tsx <script> '<options as JSON>'`; the
 * script prints its result as JSON on stdout.
 */
import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../../e2e/support/servers.ts';

export function runWorker<T>(script: string, options: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(options)], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4096);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== 0) return reject(new Error(`${script} ended with ${code ?? signal}: ${stderr}`));
      try {
        resolve(JSON.parse(stdout) as T);
      } catch (error) {
        reject(new Error(`${script} printed no JSON: ${stdout.slice(0, 200)} ${stderr}`, { cause: error }));
      }
    });
  });
}
