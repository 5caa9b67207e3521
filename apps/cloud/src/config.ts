/**
 * Cloud service options. Every option has a command-line flag and an environment variable; `--help` lists
 * them. The database is decided here once: PostgreSQL at `--database-url`, else PGlite (PostgreSQL in
 * WebAssembly) in the data dir, with the same schema and queries on both.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PACKAGE_DIR } from './package-dir.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Where the cloud keeps its data: a PostgreSQL server, or PGlite in a directory (`null`: in memory, tests). */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string | null };

export interface CloudConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  /** SMTP server for real mail (`smtp://user:pass@host:587`); without it mail is written to the mailbox dir. */
  smtpUrl: string | undefined;
  /** The portal's own address, for the links in mails (no trailing slash). */
  publicUrl: string;
  /**
   * Where the other cloud nodes reach this one to forward relayed requests (docs/cloud-link.md §5); unset:
   * `http://127.0.0.1:<the port it listens on>`.
   */
  nodeUrl: string | undefined;
  /** The sender of the cloud's mails. */
  mailFrom: string;
  /** Directory of the built web app (apps/web/dist); served at `/`. */
  webDist: string;
  logLevel: LogLevel;
  /** The test hook of cloud-api §8.7 (`/api/robot/get_code`): for end-to-end tests, never in production. */
  debugHooks: boolean;
}

interface OptionSpec {
  flag: string;
  env: string;
  help: string;
  /** Shown in `--help`; the value used when neither flag nor variable is given (`''`: unset). */
  default: string;
}

type OptionName =
  | 'port'
  | 'host'
  | 'dataDir'
  | 'databaseUrl'
  | 'smtpUrl'
  | 'publicUrl'
  | 'nodeUrl'
  | 'mailFrom'
  | 'webDist'
  | 'debugHooks';
type AllOptions = OptionName | 'logLevel';

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export const OPTIONS: Record<AllOptions, OptionSpec> = {
  port: { flag: 'port', env: 'PORT', help: 'HTTP port', default: '8000' },
  host: { flag: 'host', env: 'HOST', help: 'Address to listen on', default: '127.0.0.1' },
  dataDir: {
    flag: 'data-dir',
    env: 'DATA_DIR',
    help: 'Directory for the PGlite database and the mailbox',
    default: './data/cloud',
  },
  databaseUrl: {
    flag: 'database-url',
    env: 'DATABASE_URL',
    help: 'PostgreSQL URL (postgres://user@host:5432/db); unset: PGlite in <data-dir>/pglite',
    default: '',
  },
  smtpUrl: {
    flag: 'smtp-url',
    env: 'SMTP_URL',
    help: 'SMTP server for mail (smtp://user:pass@host:587); unset: .eml files in <data-dir>/mailbox',
    default: '',
  },
  publicUrl: {
    flag: 'public-url',
    env: 'PUBLIC_URL',
    help: "The portal's own address, for links in mails",
    default: 'http://localhost:<port>',
  },
  nodeUrl: {
    flag: 'node-url',
    env: 'NODE_URL',
    help: 'Where the other cloud nodes forward relayed requests to this one',
    default: 'http://127.0.0.1:<port>',
  },
  mailFrom: {
    flag: 'mail-from',
    env: 'MAIL_FROM',
    help: 'Sender address of the mails',
    default: 'Argus Cloud <noreply@localhost>',
  },
  webDist: {
    flag: 'web-dist',
    env: 'WEB_DIST',
    help: 'Directory of the built web app',
    default: resolve(PACKAGE_DIR, '../web/dist'),
  },
  debugHooks: {
    flag: 'debug-hooks',
    env: 'DEBUG_HOOKS',
    help: 'Serve the test hook /api/robot/get_code (true/false; end-to-end tests only)',
    default: 'false',
  },
  logLevel: {
    flag: 'log-level',
    env: 'LOG_LEVEL',
    help: `Log level (${LOG_LEVELS.join(', ')})`,
    default: 'info',
  },
};

export function helpText(): string {
  const lines = ['Usage: npm run cloud -- [options]', '', 'Options:'];
  for (const o of Object.values(OPTIONS)) {
    lines.push(`  --${o.flag.padEnd(14)} ${o.help} (env ${o.env}, default ${o.default || 'unset'})`);
  }
  lines.push('  --help           Show this help');
  return lines.join('\n');
}

/** The options of the command line and the environment; `'help'` when `--help` was asked for. */
export function parseConfig(argv: string[], env: NodeJS.ProcessEnv = process.env): CloudConfig | 'help' {
  const { values: parsed } = parseArgs({
    args: argv,
    options: Object.fromEntries([
      ...Object.values(OPTIONS).map((o) => [o.flag, { type: 'string' }] as const),
      ['help', { type: 'boolean' }],
    ]),
    strict: true,
  });
  const values = parsed as Record<string, string | boolean | undefined>;
  if (values.help) return 'help';
  const given = (key: AllOptions): string | undefined => {
    const o = OPTIONS[key];
    const v = values[o.flag];
    if (typeof v === 'string') return v;
    const fromEnv = env[o.env];
    return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
  };
  const pick = (key: AllOptions): string => given(key) ?? OPTIONS[key].default;

  const port = Number(pick('port'));
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${pick('port')}`);
  const logLevel = pick('logLevel') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`Invalid log level: ${logLevel}`);
  const publicUrl = (given('publicUrl') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!URL.canParse(publicUrl)) throw new Error(`Invalid public URL: ${publicUrl}`);
  const nodeUrl = given('nodeUrl')?.replace(/\/+$/, '');
  if (nodeUrl !== undefined && !URL.canParse(nodeUrl)) throw new Error(`Invalid node URL: ${nodeUrl}`);
  // `npm run cloud` runs in apps/cloud; relative paths mean what they meant where npm was started.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = resolve(base, pick('dataDir'));
  const databaseUrl = given('databaseUrl');
  const debugHooks = pick('debugHooks');
  if (!['true', 'false', '1', '0'].includes(debugHooks))
    throw new Error(`Invalid debug hooks: ${debugHooks}`);
  return {
    port,
    host: pick('host'),
    dataDir,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dir: join(dataDir, 'pglite') },
    smtpUrl: given('smtpUrl'),
    publicUrl,
    nodeUrl,
    mailFrom: pick('mailFrom'),
    webDist: resolve(base, pick('webDist')),
    logLevel,
    debugHooks: debugHooks === 'true' || debugHooks === '1',
  };
}
