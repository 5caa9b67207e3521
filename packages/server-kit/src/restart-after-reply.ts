import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Restarts the process once the reply has gone out (media-server-api §4.3.2): `finish` when the reply went
 * out, `close` when the client left before that; either way the restart goes ahead, once.
 */
export function restartAfterReply(requestRestart: () => void, reply: FastifyReply): void {
  let requested = false;
  const restart = () => {
    if (requested) return;
    requested = true;
    requestRestart();
  };
  reply.raw.once('finish', restart);
  reply.raw.once('close', restart);
}

/**
 * How long the server keeps answering after a restart was asked for: clients go on talking after the reply
 * (Nx's restore sample deletes its other session at once), and are answered by this process.
 */
export const RESTART_GRACE_MS = 2000;
/** Requests still running this long after the grace (a live stream, an export) do not hold the restart. */
export const RESTART_DRAIN_LIMIT_MS = 10_000;
const DRAIN_CHECK_MS = 50;

/** Counts the requests being answered: from their arrival until their reply is out or the client left. */
export function countRequestsInFlight(app: FastifyInstance): () => number {
  let count = 0;
  // One listener function for every reply (`close` comes once per reply): no closure per request.
  const ended = () => {
    count -= 1;
  };
  app.addHook('onRequest', (_request, reply, done) => {
    count += 1;
    reply.raw.on('close', ended);
    done();
  });
  return () => count;
}

/**
 * Resolves when the server may close for a restart: after the grace time, once no request is in flight (or
 * the drain limit has passed).
 */
export async function drainBeforeRestart(
  inFlight: () => number,
  graceMs = RESTART_GRACE_MS,
  limitMs = RESTART_DRAIN_LIMIT_MS,
): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, graceMs));
  const deadline = Date.now() + limitMs;
  while (inFlight() > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, DRAIN_CHECK_MS));
}
