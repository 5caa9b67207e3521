/**
 * Command-line options of a server process: every option has a flag and an environment variable (the flag
 * wins, then the variable, then the default), and `--help` lists them all.
 */
import { parseArgs } from 'node:util';

export interface OptionSpec {
  flag: string;
  env: string;
  help: string;
  default: string;
  boolean?: boolean;
}

/** The given options: each as text (a boolean as `'true'`/`'false'`), and whether it was given at all. */
export interface ReadOptions<K extends string> {
  value(key: K): string;
  /** True when the flag or the variable gave it (not the default). */
  given(key: K): boolean;
}

/** The help text: the usage line, each option with its variable and default, `--help`, then `trailer`. */
export function optionsHelp(
  usage: string,
  specs: Readonly<Record<string, OptionSpec>>,
  trailer: readonly string[] = [],
): string {
  const lines = [`Usage: ${usage}`, '', 'Options:'];
  for (const o of Object.values(specs)) {
    lines.push(`  --${o.flag.padEnd(12)} ${o.help} (env ${o.env}, default ${o.default})`);
  }
  lines.push('  --help         Show this help');
  lines.push(...trailer);
  return lines.join('\n');
}

/** Reads the options from the arguments and the environment; `'help'` when `--help` was asked. Throws on an unknown flag. */
export function readOptions<K extends string>(
  specs: Readonly<Record<K, OptionSpec>>,
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): ReadOptions<K> | 'help' {
  const all: OptionSpec[] = Object.values(specs);
  const { values } = parseArgs({
    args: [...argv],
    options: Object.fromEntries([
      ...all.map((o) => [o.flag, { type: o.boolean ? 'boolean' : 'string' }] as const),
      ['help', { type: 'boolean' }],
    ]),
    strict: true,
  });
  if (values.help) return 'help';
  return {
    value(key) {
      const o = specs[key];
      const v = values[o.flag];
      if (v !== undefined) return String(v);
      return env[o.env] ?? o.default;
    },
    given(key) {
      const o = specs[key];
      return values[o.flag] !== undefined || env[o.env] !== undefined;
    },
  };
}

export type { LogLevel } from './log-level.ts';
