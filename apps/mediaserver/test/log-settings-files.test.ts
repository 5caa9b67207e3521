import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedPath } from '../src/http/http-log.ts';
import { tailLines } from '../src/modules/server-logs/log-tail.ts';
import { type LogFileLimits, RotatingLogFile } from '../src/modules/server-logs/rotating-log-file.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function logDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'argus-log-'));
  dirs.push(dir);
  return dir;
}

const line = (i: number) => `${JSON.stringify({ level: 30, i, msg: 'x'.repeat(30) })}\n`;
const sizeOf = (dir: string) => readdirSync(dir).reduce((sum, n) => sum + statSync(join(dir, n)).size, 0);

describe('rotating log files', () => {
  it('rotate by size and keep the volume, dropping the oldest files', async () => {
    const dir = logDir();
    const limits: LogFileLimits = {
      maxFileSizeB: 500,
      maxVolumeSizeB: 1600,
      maxFileTimePeriodS: 0,
      archivingEnabled: false,
    };
    const file = new RotatingLogFile(dir, 'main', () => limits);
    for (let i = 0; i < 100; i++) file.write(line(i));
    await file.close();
    const names = readdirSync(dir).sort();
    expect(names).toContain('main.log');
    expect(names.every((n) => /^main(_\d+)?\.log$/.test(n))).toBe(true);
    for (const n of names) expect(statSync(join(dir, n)).size).toBeLessThanOrEqual(500);
    expect(sizeOf(dir)).toBeLessThanOrEqual(1600);
    // The newest lines are kept, the file ends with the last one.
    expect(await tailLines(join(dir, 'main.log'), 1)).toBe(line(99));
  });

  it('compress rotated files when archiving is on, and rotate by age', async () => {
    const dir = logDir();
    let now = 0;
    const limits: LogFileLimits = {
      maxFileSizeB: 1e6,
      maxVolumeSizeB: 1e7,
      maxFileTimePeriodS: 60,
      archivingEnabled: true,
    };
    const file = new RotatingLogFile(
      dir,
      'http',
      () => limits,
      () => now,
    );
    file.write(line(1));
    now = 61_000;
    file.write(line(2));
    await file.close();
    expect(readdirSync(dir).sort()).toEqual(['http.log', 'http_1.log.gz']);
    expect(gunzipSync(readFileSync(join(dir, 'http_1.log.gz'))).toString()).toBe(line(1));
    expect(readFileSync(join(dir, 'http.log'), 'utf8')).toBe(line(2));
  });

  it('put the lines of one turn of the event loop on disk at its end, in order', async () => {
    const dir = logDir();
    const limits: LogFileLimits = {
      maxFileSizeB: 1e6,
      maxVolumeSizeB: 1e7,
      maxFileTimePeriodS: 0,
      archivingEnabled: false,
    };
    const file = new RotatingLogFile(dir, 'http', () => limits);
    for (let i = 0; i < 3; i++) file.write(line(i));
    await new Promise((resolve) => setImmediate(resolve));
    expect(readFileSync(join(dir, 'http.log'), 'utf8')).toBe(line(0) + line(1) + line(2));
    file.write(line(3));
    file.flush();
    expect(readFileSync(join(dir, 'http.log'), 'utf8')).toBe(line(0) + line(1) + line(2) + line(3));
    await file.close();
  });

  it('go on numbering after a restart', async () => {
    const dir = logDir();
    writeFileSync(join(dir, 'main_7.log'), 'old\n');
    writeFileSync(join(dir, 'main.log'), 'y'.repeat(480));
    const limits: LogFileLimits = {
      maxFileSizeB: 500,
      maxVolumeSizeB: 1e6,
      maxFileTimePeriodS: 0,
      archivingEnabled: false,
    };
    const file = new RotatingLogFile(dir, 'main', () => limits);
    file.write(line(1));
    await file.close();
    expect(readdirSync(dir).sort()).toEqual(['main.log', 'main_7.log', 'main_8.log']);
  });
});

describe('log tails', () => {
  it('read the last lines of large and small files', async () => {
    const dir = logDir();
    const big = join(dir, 'big.log');
    writeFileSync(big, Array.from({ length: 20_000 }, (_, i) => `line ${i}\n`).join(''));
    expect(await tailLines(big, 3)).toBe('line 19997\nline 19998\nline 19999\n');
    expect((await tailLines(big, 15_000)).split('\n')[0]).toBe('line 5000');
    writeFileSync(join(dir, 'empty.log'), '');
    expect(await tailLines(join(dir, 'empty.log'), 5)).toBe('');
    expect(await tailLines(join(dir, 'missing.log'), 5)).toBe('');
    writeFileSync(join(dir, 'open.log'), 'a\nb');
    expect(await tailLines(join(dir, 'open.log'), 5)).toBe('a\nb\n');
  });
});

describe('the HTTP log', () => {
  it('keeps no query string and cuts session tokens short', () => {
    expect(loggedPath('/rest/v1/users?auth=abc')).toBe('/rest/v1/users');
    expect(loggedPath('/rest/v1/login/sessions/vms-0123456789abcdef-xyz')).toBe(
      '/rest/v1/login/sessions/vms-0123...',
    );
    expect(loggedPath('/web/api/moduleInformation')).toBe('/web/api/moduleInformation');
  });
});
