/** The command line as scripts use it: URL lines on stdout, a clean stop, nothing left behind. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLI_OPTIONS } from '../src/cli-options.ts';
import { findFreeBlocks } from '../src/ports.ts';
import { descendants, isAlive, until } from './helpers/processes.ts';
import { rtspRequest } from './helpers/rtsp-request.ts';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

function startCli(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The first `count` stdout lines. */
function firstLines(child: ChildProcess, count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    let errors = '';
    child.stderr!.on('data', (chunk) => {
      errors += chunk;
    });
    child.once('exit', (code) => reject(new Error(`testcamera exited (${code}) early: ${errors}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      if (lines.length === count) resolve(lines);
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('npm run testcamera', () => {
  it('--help lists every option', async () => {
    const child = startCli(['--help']);
    const chunks: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
    expect(await exited(child)).toBe(0);
    const help = Buffer.concat(chunks).toString();
    for (const name of Object.keys(CLI_OPTIONS)) expect(help).toContain(`--${name}`);
  });

  it('prints one RTSP URL line per camera, and SIGTERM leaves no process behind', async () => {
    const [port] = await findFreeBlocks(2, 1, '127.0.0.1');
    const child = startCli(['--cameras', '2', '--rtsp-port', String(port), '--no-onvif']);
    const lines = await firstLines(child, 2);
    expect(lines[0]).toMatch(new RegExp(`^rtsp://127\\.0\\.0\\.1:${port}/primary `));
    expect(lines[1]).toMatch(new RegExp(`^rtsp://127\\.0\\.0\\.1:${port! + 1}/primary `));
    expect((await rtspRequest(lines[1]!.split(' ')[0]!, 'OPTIONS')).status).toBe(200);
    const family = descendants(child.pid!);
    expect(family.length).toBeGreaterThan(0);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    await until(() => family.every((pid) => !isAlive(pid)), 'every child process has exited');
  });

  it('takes its RTSP server down with it when killed outright', async () => {
    const [port] = await findFreeBlocks(1, 1, '127.0.0.1');
    const child = startCli(['--rtsp-port', String(port), '--no-onvif']);
    await firstLines(child, 1);
    const family = descendants(child.pid!);
    child.kill('SIGKILL');
    await exited(child);
    await until(() => family.every((pid) => !isAlive(pid)), 'the orphaned RTSP server has exited');
  });
});
