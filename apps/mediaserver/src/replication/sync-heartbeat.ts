/**
 * Keeps a sync connection honest: pings every `intervalMs` and ends (terminates) a connection from which
 * nothing, not even a pong, came for two intervals, so a peer that vanished without a close is noticed.
 */
import type { WebSocket } from 'ws';

export function keepAlive(socket: WebSocket, intervalMs: number, onSeen: () => void = () => {}): () => void {
  let heard = true;
  const seen = () => {
    heard = true;
    onSeen();
  };
  socket.on('pong', seen);
  socket.on('message', seen);
  const timer = setInterval(() => {
    if (socket.readyState !== socket.OPEN) return;
    if (!heard) {
      socket.terminate();
      return;
    }
    heard = false;
    socket.ping();
  }, intervalMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  socket.once('close', stop);
  return stop;
}
