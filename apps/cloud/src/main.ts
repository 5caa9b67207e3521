/**
 * The cloud service process: `npm run cloud -- [options]`. It opens the database (PostgreSQL, or PGlite in
 * the data dir), serves the portal API and the web app until SIGINT or SIGTERM, then closes the app and the
 * database. Bad options end it with 2, a failed start with 1. With `--issue-license` it issues license keys
 * into that database, prints them and ends.
 */
import { exitOnSignals, shutdownOnce } from '@argus/server-kit';
import { buildApp } from './app.ts';
import { type CloudConfig, helpText, parseConfig } from './config.ts';
import {
  ISSUE_LICENSE_HELP,
  type IssueCommand,
  parseIssueCommand,
  runIssueCommand,
} from './modules/license-server/issue-command.ts';

const USAGE_EXIT_CODE = 2;
const STARTUP_FAILED_EXIT_CODE = 1;

async function serve(config: CloudConfig): Promise<void> {
  const { app, root } = await buildApp(config);
  exitOnSignals(shutdownOnce(app, 'Argus cloud'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const database = root.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  // The public address is the one to open: mails link to it and the relay's CORS admits its origin only.
  console.log(
    `Argus cloud: http://${host.includes(':') ? `[${host}]` : host}:${port}/ (${database}); open ${config.publicUrl}/`,
  );
}

const usage = () => `${helpText()}\n\n${ISSUE_LICENSE_HELP}`;

let config: ReturnType<typeof parseConfig>;
let issue: IssueCommand | null;
try {
  issue = parseIssueCommand(process.argv.slice(2));
  config = parseConfig(issue?.rest ?? process.argv.slice(2));
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\n\n${usage()}`);
  process.exit(USAGE_EXIT_CODE);
}
if (config === 'help') {
  console.log(usage());
  process.exit(0);
}
if (issue) {
  await runIssueCommand(config, issue.request).catch((err: unknown) => {
    console.error('Issuing license keys failed:', err instanceof Error ? err.message : String(err));
    process.exit(STARTUP_FAILED_EXIT_CODE);
  });
  process.exit(0);
}
await serve(config).catch((err: unknown) => {
  console.error('Argus cloud failed to start:', err instanceof Error ? err.message : String(err));
  process.exit(STARTUP_FAILED_EXIT_CODE);
});
