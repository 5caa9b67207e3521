import { buildApp } from './app.ts';
import { helpText, parseConfig } from './config.ts';

const config = parseConfig(process.argv.slice(2));
if (config === 'help') {
  console.log(helpText());
  process.exit(0);
}
const { app } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
console.log(
  `Argus media server: http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
