/**
 * link-simulator.ts as a child process of the bench: started with its options, ready once it prints how many
 * links are up, stopped by closing its stdin (it closes its links and exits).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../../e2e/support/servers.ts';
import type { LinkSimulatorOptions } from './link-simulator.ts';

const SCRIPT = join(import.meta.dirname, 'link-simulator.ts');

export interface RunningLinks {
  linked: number;
  /** Links the cloud closed since they were up (each one is a line on the simulator's stderr). */
  closedByTheCloud(): number;
  stop(): Promise<void>;
}

export function startLinkSimulator(options: LinkSimulatorOptions): Promise<RunningLinks> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, JSON.stringify(options)], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-64 * 1024);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    child.stdin.end();
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`link simulator ended with ${code ?? signal} before its links were up: ${stderr}`)),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const end = stdout.indexOf('\n');
      if (end < 0) return;
      const { linked } = JSON.parse(stdout.slice(0, end)) as { linked: number };
      resolve({
        linked,
        closedByTheCloud: () => stderr.split('\n').filter((l) => l.includes('closed by the cloud')).length,
        stop,
      });
    });
  });
}
