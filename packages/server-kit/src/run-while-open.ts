import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle.ts';

/**
 * Starts the server's long-lived components now and stops them (in reverse order) when the app closes, then
 * runs `afterStop` (closing the database the components used).
 */
export async function runWhileOpen(
  app: FastifyInstance,
  lifecycle: Lifecycle,
  afterStop?: () => void | Promise<void>,
): Promise<void> {
  await lifecycle.start();
  app.addHook('onClose', async () => {
    await lifecycle.stop();
    await afterStop?.();
  });
}
