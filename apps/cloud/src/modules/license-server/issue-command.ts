/**
 * The administrative command that issues license keys into the cloud's database (PGlite in the data dir, or
 * `--database-url` / DATABASE_URL) and prints them, one per line:
 * `npm run cloud -- --issue-license --class digital --channels 4 [--days 30] [--count N]`.
 * The cloud's own options (`--data-dir`, `--database-url`) name the database as for serving.
 */
import {
  LICENSE_SERVER_CLASSES,
  type LicenseIssueRequest,
  licenseIssueRequestSchema,
} from '@argus/contract/cloud';
import { systemClock } from '../../clock.ts';
import type { CloudConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { LicenseIssuer } from './license-issuer.ts';
import { LicenseKeysRepository } from './license-keys.repository.ts';

export const ISSUE_LICENSE_FLAG = '--issue-license';

/** The command's own options: flag → field of the request, and whether it is a number. */
const OPTIONS = {
  class: { field: 'class', numeric: false },
  channels: { field: 'channels', numeric: true },
  days: { field: 'days', numeric: true },
  count: { field: 'count', numeric: true },
  brand: { field: 'brand', numeric: false },
  company: { field: 'company', numeric: false },
  support: { field: 'support', numeric: false },
  'order-type': { field: 'orderType', numeric: false },
} as const satisfies Record<string, { field: keyof LicenseIssueRequest; numeric: boolean }>;

export const ISSUE_LICENSE_HELP = [
  'Issue license keys (printed one per line, written to the database the options name):',
  '  npm run cloud -- --issue-license --class <class> --channels <n> [--days <n>] [--count <n>]',
  '                   [--brand <b>] [--company <c>] [--support <s>] [--order-type <t>] [--data-dir | --database-url]',
].join('\n');

export interface IssueCommand {
  request: LicenseIssueRequest;
  /** The arguments left for the cloud's own options. */
  rest: string[];
}

/** The command in `argv`, or null when `--issue-license` is not there; bad options throw. */
export function parseIssueCommand(argv: readonly string[]): IssueCommand | null {
  if (!argv.includes(ISSUE_LICENSE_FLAG)) return null;
  const given: Record<string, string | number> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === ISSUE_LICENSE_FLAG) continue;
    const [flag, inline] = arg.startsWith('--') ? arg.slice(2).split(/=(.*)/s, 2) : [undefined, undefined];
    const option = flag !== undefined ? OPTIONS[flag as keyof typeof OPTIONS] : undefined;
    if (!option) {
      rest.push(arg);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`--${flag} needs a value`);
    given[option.field] = option.numeric ? Number(value) : value;
  }
  if (!LICENSE_SERVER_CLASSES.includes(given.class as never))
    throw new Error(`--class must be one of ${LICENSE_SERVER_CLASSES.join(', ')}`);
  const parsed = licenseIssueRequestSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid license options: ${problems.join('; ')}`);
  }
  return { request: parsed.data, rest };
}

/** Issues the keys and prints them; the database is closed again. */
export async function runIssueCommand(
  config: Pick<CloudConfig, 'database'>,
  request: LicenseIssueRequest,
  print: (line: string) => void = console.log,
): Promise<string[]> {
  const database = await openDatabase(config);
  try {
    const issuer = new LicenseIssuer(database, new LicenseKeysRepository(database), systemClock);
    const keys = (await issuer.issue(request)).map((facts) => facts.key);
    for (const key of keys) print(key);
    return keys;
  } finally {
    await database.close();
  }
}
