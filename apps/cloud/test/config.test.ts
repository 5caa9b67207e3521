/** The cloud's options: flags, environment variables, defaults and `--help`. */
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { helpText, OPTIONS, parseConfig } from '../src/config.ts';

describe('cloud options', () => {
  it('has defaults: port 8000 on loopback, PGlite in the data dir, links to localhost', () => {
    const config = parseConfig([], {});
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      dataDir: resolve('./data/cloud'),
      database: { kind: 'pglite', dir: join(resolve('./data/cloud'), 'pglite') },
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8000',
      logLevel: 'info',
      debugHooks: false,
    });
    expect(config !== 'help' && config.webDist.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it('resolves relative paths from where npm was started', () => {
    expect(parseConfig(['--data-dir', 'here'], { INIT_CWD: '/srv/argus' })).toMatchObject({
      dataDir: '/srv/argus/here',
      database: { kind: 'pglite', dir: '/srv/argus/here/pglite' },
    });
  });

  it('reads environment variables, and flags over them', () => {
    const env = {
      PORT: '9000',
      DATABASE_URL: 'postgres://u@db:5432/cloud',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://cloud.example.com/',
      MAIL_FROM: 'Cloud <cloud@example.com>',
      LOG_LEVEL: 'warn',
    };
    expect(parseConfig([], env)).toMatchObject({
      port: 9000,
      database: { kind: 'postgres', url: 'postgres://u@db:5432/cloud' },
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://cloud.example.com',
      mailFrom: 'Cloud <cloud@example.com>',
      logLevel: 'warn',
    });
    expect(parseConfig(['--port', '9100', '--data-dir', '/srv/cloud'], env)).toMatchObject({
      port: 9100,
      dataDir: '/srv/cloud',
    });
    expect(parseConfig(['--port', '9100'], {})).toMatchObject({ publicUrl: 'http://localhost:9100' });
    expect(parseConfig([], {})).toMatchObject({ nodeUrl: undefined });
    expect(parseConfig([], { NODE_URL: 'http://10.0.0.5:8000/' })).toMatchObject({
      nodeUrl: 'http://10.0.0.5:8000',
    });
    expect(() => parseConfig(['--node-url', 'not a url'], {})).toThrow(/node URL/);
    expect(parseConfig([], { DEBUG_HOOKS: 'true' })).toMatchObject({ debugHooks: true });
    expect(parseConfig(['--debug-hooks', 'false'], { DEBUG_HOOKS: 'true' })).toMatchObject({
      debugHooks: false,
    });
    expect(() => parseConfig(['--debug-hooks', 'maybe'], {})).toThrow(/debug hooks/);
  });

  it('refuses bad values and unknown flags, and lists every option in --help', () => {
    expect(() => parseConfig(['--port', 'x'], {})).toThrow(/port/);
    expect(() => parseConfig(['--log-level', 'loud'], {})).toThrow(/log level/);
    expect(() => parseConfig(['--nope'], {})).toThrow();
    expect(parseConfig(['--help'], {})).toBe('help');
    const help = helpText();
    for (const option of Object.values(OPTIONS)) {
      expect(help).toContain(`--${option.flag}`);
      expect(help).toContain(option.env);
    }
  });
});
