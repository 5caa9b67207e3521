import type { FastifyReply } from 'fastify';

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
