/**
 * A user's notifications as server-sent events: `event: notification` with the notification as JSON, and a
 * comment every 15 s so that proxies keep the connection open. The reply is taken over from the framework
 * (no compression, no buffering: each event is written as it happens); the stream ends when the client goes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationHub } from './notification-hub.ts';

export const HEARTBEAT_MS = 15_000;

export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

export function streamNotifications(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: NotificationHub,
  userId: string,
  heartbeatMs = HEARTBEAT_MS,
): FastifyReply {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(': notifications\n\n');
  const stop = hub.subscribe(userId, (n) => {
    res.write(`event: notification\nid: ${n.id}\ndata: ${JSON.stringify(n)}\n\n`);
  });
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
  const close = () => {
    clearInterval(heartbeat);
    stop();
    if (!res.writableEnded) res.end();
  };
  request.raw.once('close', close);
  res.once('close', close);
  return reply;
}
