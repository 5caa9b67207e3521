import { describe, expect, it } from 'vitest';
import { type OptionSpec, optionsHelp, readOptions } from '../src/index.ts';

const SPECS = {
  port: { flag: 'port', env: 'TEST_PORT', help: 'HTTP port', default: '8000' },
  dataDir: { flag: 'data-dir', env: 'TEST_DATA_DIR', help: 'Where data lives', default: './data' },
  verbose: { flag: 'verbose', env: 'TEST_VERBOSE', help: 'Say more', default: 'false', boolean: true },
} satisfies Record<string, OptionSpec>;

describe('server options', () => {
  it('takes the flag, else the environment variable, else the default', () => {
    const options = readOptions(SPECS, ['--port', '9000'], { TEST_PORT: '9100', TEST_DATA_DIR: '/srv' });
    if (options === 'help') throw new Error('no help was asked');
    expect(options.value('port')).toBe('9000');
    expect(options.value('dataDir')).toBe('/srv');
    expect(options.value('verbose')).toBe('false');
    expect([options.given('port'), options.given('dataDir'), options.given('verbose')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('reads boolean flags as true', () => {
    const options = readOptions(SPECS, ['--verbose'], {});
    expect(options !== 'help' && options.value('verbose')).toBe('true');
  });

  it('answers --help, and refuses an unknown flag', () => {
    expect(readOptions(SPECS, ['--help'], {})).toBe('help');
    expect(() => readOptions(SPECS, ['--nope'], {})).toThrow();
  });

  it('lists every option with its flag, variable and default in the help', () => {
    const help = optionsHelp('test-server [options]', SPECS, ['', 'More text.']);
    expect(help.split('\n')).toEqual([
      'Usage: test-server [options]',
      '',
      'Options:',
      '  --port         HTTP port (env TEST_PORT, default 8000)',
      '  --data-dir     Where data lives (env TEST_DATA_DIR, default ./data)',
      '  --verbose      Say more (env TEST_VERBOSE, default false)',
      '  --help         Show this help',
      '',
      'More text.',
    ]);
  });
});
