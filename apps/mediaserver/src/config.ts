/**
 * Media server options. Every option has a command-line flag and an environment variable; `--help` lists them.
 */
import { resolve } from 'node:path';
// The options entry loads no HTTP code: the config is read by domain modules too.
import { type LogLevel, type OptionSpec, optionsHelp, readOptions } from '@argus/server-kit/options';
import { PACKAGE_DIR } from './package-dir.ts';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Directory of the built web app (apps/web/dist); served at `/`. */
  webRoot: string;
  logLevel: LogLevel;
  /** Camera and server discovery; off unless turned on (network policy). */
  discovery: boolean;
  /** PEM files of the user's own HTTPS certificate and key; without them the server makes its own. */
  certificate?: string | undefined;
  key?: string | undefined;
  /** Length of a recorded chunk in seconds (default 60). */
  recordingChunkSeconds?: number | undefined;
  /**
   * Origin of the Argus cloud this server binds to (`http://127.0.0.1:8000`); without it cloud features
   * answer that no cloud is configured.
   */
  cloudUrl?: string | undefined;
  /**
   * The console's developer capability (`cloudCapabilities.developersEnabled` of its client config): shows
   * the API tool. Off by default, as in the cloud; a developer or a test turns it on for one server.
   */
  developers?: boolean;
  /** True when `--port` or `ARGUS_PORT` gave the port: it then wins over a port stored by `/api/configure`. */
  portIsExplicit?: boolean;
}

/** The options given on the command line or in the environment. */
export type OptionName = Exclude<keyof ServerConfig, 'portIsExplicit'>;

export const OPTIONS: Record<OptionName, OptionSpec> = {
  port: {
    flag: 'port',
    env: 'ARGUS_PORT',
    help: 'HTTP port; without it, the port set by /api/configure',
    default: '7001',
  },
  host: { flag: 'host', env: 'ARGUS_HOST', help: 'Address to listen on', default: '127.0.0.1' },
  dataDir: {
    flag: 'data-dir',
    env: 'ARGUS_DATA_DIR',
    help: 'Directory for the system database and logs',
    default: './data/mediaserver',
  },
  webRoot: {
    flag: 'web-root',
    env: 'ARGUS_WEB_ROOT',
    help: 'Directory of the built web app',
    default: resolve(PACKAGE_DIR, '../web/dist'),
  },
  logLevel: {
    flag: 'log-level',
    env: 'ARGUS_LOG_LEVEL',
    help: 'Log level (fatal..trace, silent)',
    default: 'info',
  },
  certificate: {
    flag: 'certificate',
    env: 'ARGUS_CERTIFICATE',
    help: 'PEM file of the HTTPS certificate (with --key); without it the server makes its own',
    default: '',
  },
  key: {
    flag: 'key',
    env: 'ARGUS_KEY',
    help: 'PEM file of the private key of --certificate',
    default: '',
  },
  recordingChunkSeconds: {
    flag: 'recording-chunk-seconds',
    env: 'ARGUS_RECORDING_CHUNK_SECONDS',
    help: 'Length of a recorded chunk in seconds (1..600)',
    default: '60',
  },
  cloudUrl: {
    flag: 'cloud-url',
    env: 'CLOUD_URL',
    help: 'Address of the Argus cloud (e.g. http://127.0.0.1:8000); without it cloud features are off',
    default: '',
  },
  developers: {
    flag: 'developers',
    env: 'ARGUS_DEVELOPERS',
    help: "Show the console's developer pages: the API tool (off by default)",
    default: 'false',
    boolean: true,
  },
  discovery: {
    flag: 'discovery',
    env: 'ARGUS_DISCOVERY',
    help: 'Enable camera and server discovery (off by default)',
    default: 'false',
    boolean: true,
  },
};

export function helpText(): string {
  return optionsHelp('npm run mediaserver -- [options]', OPTIONS, [
    '',
    'Maintenance (with the server stopped):',
    '  --reset-admin-password  Set a new password for the system owner on --data-dir: typed twice, or the',
    "                          first line of standard input; ends the owner's sessions",
  ]);
}

export function parseConfig(argv: string[], env: NodeJS.ProcessEnv = process.env): ServerConfig | 'help' {
  const options = readOptions(OPTIONS, argv, env);
  if (options === 'help') return 'help';
  const pick = (key: OptionName): string => options.value(key);
  const port = Number(pick('port'));
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${pick('port')}`);
  const recordingChunkSeconds = Number(pick('recordingChunkSeconds'));
  if (!Number.isInteger(recordingChunkSeconds) || recordingChunkSeconds < 1 || recordingChunkSeconds > 600)
    throw new Error(`Invalid recording chunk length: ${pick('recordingChunkSeconds')}`);
  const cloudUrl = pick('cloudUrl').trim().replace(/\/+$/, '');
  if (cloudUrl && !/^https?:\/\/[^/]+$/.test(cloudUrl)) throw new Error(`Invalid cloud URL: ${cloudUrl}`);
  return {
    port,
    host: pick('host'),
    cloudUrl: cloudUrl || undefined,
    recordingChunkSeconds,
    dataDir: resolve(pick('dataDir')),
    webRoot: resolve(pick('webRoot')),
    logLevel: pick('logLevel') as LogLevel,
    discovery: pick('discovery') === 'true',
    developers: pick('developers') === 'true',
    certificate: pick('certificate') ? resolve(pick('certificate')) : undefined,
    key: pick('key') ? resolve(pick('key')) : undefined,
    portIsExplicit: options.given('port'),
  };
}

/**
 * The port to listen on: an explicit `--port`/`ARGUS_PORT` wins, else the port stored by `/api/configure`,
 * else the default 7001.
 */
export function effectivePort(config: ServerConfig, storedPort: unknown): number {
  if (config.portIsExplicit) return config.port;
  const stored = Number(storedPort);
  if (
    storedPort !== undefined &&
    storedPort !== null &&
    Number.isInteger(stored) &&
    stored > 0 &&
    stored <= 65535
  )
    return stored;
  return config.port;
}
