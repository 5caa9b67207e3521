/**
 * License keys issued by the cloud's license server as its README says: the administrative command
 * `--issue-license` of the built cloud, run on the cloud's data dir while no cloud serves it (PGlite admits one
 * process at a time). Use it as `useCloud`'s `prepare` step.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BUILT_CLOUD } from './cloud.ts';
import { REPO_ROOT } from './servers.ts';

const run = promisify(execFile);

export interface IssueOptions {
  /** A license class of media-server-api §5.11, e.g. `digital` (Professional). */
  licenseClass: string;
  channels: number;
  count?: number;
}

/** Issues keys into the PGlite database in `dataDir` and returns them, as the command prints them. */
export async function issueLicenseKeys(dataDir: string, options: IssueOptions): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    [
      BUILT_CLOUD,
      '--issue-license',
      '--class',
      options.licenseClass,
      '--channels',
      String(options.channels),
      '--count',
      String(options.count ?? 1),
      '--data-dir',
      dataDir,
      '--log-level',
      'warn',
    ],
    { cwd: REPO_ROOT, timeout: 60_000, env: { ...process.env, NODE_ENV: 'production' } },
  );
  const keys = stdout.split('\n').filter((line) => /^[0-9A-Z]{4}(-[0-9A-Z]{4})+$/.test(line.trim()));
  if (keys.length !== (options.count ?? 1)) throw new Error(`the cloud issued no keys:\n${stdout}`);
  return keys.map((k) => k.trim());
}
