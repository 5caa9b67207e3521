/**
 * Command-line entry: `npm run mediaserver -- [options]`. Runs as the restart supervisor, which forks this
 * same script as the worker that serves HTTP (see supervisor.ts).
 */
import { buildApp } from './app.ts';
import { effectivePort, helpText, parseConfig, type ServerConfig } from './config.ts';
import { PORT_KEY } from './modules/system/index.ts';
import { isWorkerProcess, RESTART_EXIT_CODE, runSupervisor } from './supervisor.ts';

async function runWorker(config: ServerConfig): Promise<void> {
  let shutdown: (exitCode: number) => void = (exitCode) => process.exit(exitCode);
  const { app, root } = await buildApp(config, { requestRestart: () => shutdown(RESTART_EXIT_CODE) });
  let closing = false;
  shutdown = (exitCode) => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(exitCode),
      (err: unknown) => {
        console.error('Argus media server: failed to close cleanly', err);
        process.exit(exitCode);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => shutdown(0));
  // The supervisor is gone (killed hard): do not live on without it.
  process.once('disconnect', () => shutdown(0));

  config.port = effectivePort(config, root.localState.get(PORT_KEY));
  await app.listen({ port: config.port, host: config.host });
  const port = root.listening.port();
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const address = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  console.log(`Argus media server: https://${address}/ and http://${address}/ (one port)`);
}

function readConfig(): ServerConfig | 'help' {
  try {
    return parseConfig(process.argv.slice(2));
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n\n${helpText()}`);
    process.exit(2);
  }
}

const config = readConfig();
if (config === 'help') {
  console.log(helpText());
  process.exit(0);
}
if (isWorkerProcess()) {
  await runWorker(config).catch((err: unknown) => {
    console.error('Argus media server failed to start:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
} else {
  runSupervisor(process.argv[1]!, process.argv.slice(2));
}
