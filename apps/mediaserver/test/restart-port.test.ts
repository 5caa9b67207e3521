import { describe, expect, it } from 'vitest';
import { effectivePort, parseConfig, type ServerConfig } from '../src/config.ts';
import { RESTART_EXIT_CODE, STARTUP_FAILED_EXIT_CODE } from '../src/exit-codes.ts';

const config = (argv: string[], env: NodeJS.ProcessEnv = {}) => parseConfig(argv, env) as ServerConfig;

describe('the port a (re)started worker listens on', () => {
  it('takes an explicit --port or ARGUS_PORT over a port stored by /api/configure', () => {
    expect(effectivePort(config(['--port', '7010']), 7020)).toBe(7010);
    expect(effectivePort(config([], { ARGUS_PORT: '7011' }), 7020)).toBe(7011);
  });

  it('takes the stored port when none was given, else 7001', () => {
    expect(effectivePort(config([]), 7020)).toBe(7020);
    expect(effectivePort(config([]), undefined)).toBe(7001);
    expect(effectivePort(config([]), 'junk')).toBe(7001);
    expect(effectivePort(config([]), 70000)).toBe(7001);
  });
});

describe('supervisor contract', () => {
  it('uses a dedicated restart exit code', () => {
    expect(RESTART_EXIT_CODE).not.toBe(0);
    expect(RESTART_EXIT_CODE).not.toBe(1);
    expect(STARTUP_FAILED_EXIT_CODE).not.toBe(RESTART_EXIT_CODE);
  });
});
