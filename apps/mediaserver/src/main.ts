/**
 * The media server process: `bin/argus-mediaserver [options]` runs it under its supervisor (`npm run
 * mediaserver`, `npm start`). It builds the app and serves HTTPS and HTTP on one port until it is stopped
 * (exit 0), asked to restart (exit 75), or its supervisor is gone. A failure before it serves ends it with 78,
 * bad options with 2, so that the supervisor does not try again.
 *
 * With `--reset-admin-password` it serves nothing: it sets a new owner password on a stopped server's data dir
 * and exits (0 when done, 78 when refused).
 */
const RESET_FLAG = '--reset-admin-password';

import { drainBeforeRestart, exitOnSignals, exitWithParent, shutdownOnce } from '@argus/server-kit';
import { buildApp } from './app.ts';
import { effectivePort, helpText, parseConfig, type ServerConfig } from './config.ts';
import { restorePending } from './db/restore-swap.ts';
import { RESTART_EXIT_CODE, STARTUP_FAILED_EXIT_CODE, USAGE_EXIT_CODE } from './exit-codes.ts';
import { claimPidFile } from './host/pid-file.ts';
import { readNewPassword } from './maintenance/read-new-password.ts';
import { checkCanReset, ResetRefused, resetAdminPassword } from './maintenance/reset-admin-password.ts';
import { PORT_KEY } from './modules/system/index.ts';

async function serve(config: ServerConfig): Promise<void> {
  let shutdown: (exitCode: number) => void = (exitCode) => process.exit(exitCode);
  let restarting = false;
  // A restart the API asked for: the process keeps answering for a grace time and lets the requests in
  // flight finish, then closes and exits for the supervisor to start it again.
  const requestRestart = () => {
    if (restarting) return;
    restarting = true;
    void drainBeforeRestart(requestsInFlight).then(() => shutdown(RESTART_EXIT_CODE));
  };
  const { app, root, requestsInFlight } = await buildApp(config, { requestRestart });
  shutdown = shutdownOnce(app, 'Argus media server');
  exitOnSignals(shutdown);
  exitWithParent(shutdown);

  config.port = effectivePort(config, root.localState.get(PORT_KEY));
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `Serving HTTPS and HTTP on ${address.replace(/^https?:\/\//, '')}`,
  });
  process.once('exit', claimPidFile(config.dataDir));
  const port = root.listening.port();
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const address = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  const certificate = root.tls.userProvided ? '' : '; the certificate is self-signed';
  console.log(`Argus media server: https://${address}/ and http://${address}/ (one port${certificate})`);
}

async function resetPassword(config: ServerConfig): Promise<void> {
  try {
    checkCanReset(config.dataDir);
    const name = await resetAdminPassword(config, await readNewPassword());
    console.log(
      `The password of \`${name}\` is changed, and its sessions have ended. Start the server and log in.`,
    );
  } catch (err) {
    if (!(err instanceof ResetRefused)) throw err;
    console.error(err.message);
    process.exit(STARTUP_FAILED_EXIT_CODE);
  }
}

const args = process.argv.slice(2);
const resetting = args.includes(RESET_FLAG);
let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(args.filter((a) => a !== RESET_FLAG));
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\n\n${helpText()}`);
  process.exit(USAGE_EXIT_CODE);
}
if (config === 'help') {
  console.log(helpText());
  process.exit(0);
}
if (resetting) {
  await resetPassword(config);
  process.exit(0);
}
const serving = config;
await serve(serving).catch((err: unknown) => {
  const reason = err instanceof Error ? err.message : String(err);
  console.error('Argus media server failed to start:', reason);
  // The first start on a restored database: the next start goes back to the database it replaced.
  if (restorePending(serving.dataDir)) {
    console.error('Argus media server: starting again on the database from before the restore.');
    process.exit(RESTART_EXIT_CODE);
  }
  process.exit(STARTUP_FAILED_EXIT_CODE);
});
