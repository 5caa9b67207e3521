/**
 * The cloud service process: `npm run cloud -- [options]`. It opens the database (PostgreSQL, or PGlite in
 * the data dir), serves the portal API and the web app until SIGINT or SIGTERM, then closes the app and the
 * database. Bad options end it with 2, a failed start with 1.
 */
import { exitOnSignals, shutdownOnce } from '@argus/server-kit';
import { buildApp } from './app.ts';
import { type CloudConfig, helpText, parseConfig } from './config.ts';

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

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(process.argv.slice(2));
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\n\n${helpText()}`);
  process.exit(USAGE_EXIT_CODE);
}
if (config === 'help') {
  console.log(helpText());
  process.exit(0);
}
await serve(config).catch((err: unknown) => {
  console.error('Argus cloud failed to start:', err instanceof Error ? err.message : String(err));
  process.exit(STARTUP_FAILED_EXIT_CODE);
});
