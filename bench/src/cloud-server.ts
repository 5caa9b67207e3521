/**
 * The cloud for benchmarks: `node --import tsx bench/src/cloud-server.ts <the cloud's options>`, the app of
 * `apps/cloud/src/main.ts` (buildApp, listen, close on SIGTERM) with one difference: the per-address login
 * rate limit (30 a minute) is lifted, since every request of a load run comes from 127.0.0.1. The login
 * still counts each attempt in the database as in production.
 */
import { buildApp } from '../../apps/cloud/src/app.ts';
import { parseConfig } from '../../apps/cloud/src/config.ts';

const config = parseConfig(process.argv.slice(2));
if (config === 'help') throw new Error('cloud-server.ts takes the options of the cloud');
const { app } = await buildApp(config, {
  loginRateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
});
await app.listen({ port: config.port, host: config.host });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
