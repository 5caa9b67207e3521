/**
 * One WebSocket viewer of live fragmented MP4 (issue 19, docs/api-decisions.md): a text message
 * `{"mimeType": "video/mp4; codecs=\"avc1.64001f\""}` (for `MediaSource.isTypeSupported()` and
 * `addSourceBuffer()`), then binary messages: the init segment, and media fragments from a keyframe on. A
 * new init segment (the camera's stream restarted with other parameters) comes after a new text message.
 * The server closes with 1011 when the camera's stream ends and 1013 when too many live streams run; what
 * the client sends is ignored. A viewer that answers no ping (every 20 s) is dropped.
 */
import type { WebSocket } from 'ws';
import type { LiveViewer } from './live-fmp4.ts';

/** WebSocket close codes (RFC 6455 §7.4.1, IANA registry). */
export const CLOSE_STREAM_ENDED = 1011;
export const CLOSE_TRY_AGAIN_LATER = 1013;
/** [design] A viewer that answers no ping within this is gone (a dead peer holds no stream). */
export const PING_EVERY_MS = 20_000;

export function serveLiveSocket(socket: WebSocket, feed: (viewer: LiveViewer) => (() => void) | null): void {
  const open = () => socket.readyState === socket.OPEN;
  const viewer: LiveViewer = {
    sendType: (mimeType) => {
      if (open()) socket.send(JSON.stringify({ mimeType }));
    },
    send: (bytes) => {
      if (open()) socket.send(bytes, { binary: true });
    },
    behindBytes: () => socket.bufferedAmount,
    end: (reason) => socket.close(CLOSE_STREAM_ENDED, reason),
  };
  let joined: (() => void) | null = null;
  try {
    joined = feed(viewer);
  } catch {
    socket.close(CLOSE_STREAM_ENDED, 'The camera does not send video now.');
    return;
  }
  const leave = joined;
  if (!leave) {
    socket.close(CLOSE_TRY_AGAIN_LATER, 'Too many live streams run now; try again later.');
    return;
  }
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const heartbeat = setInterval(() => {
    if (!alive) socket.terminate();
    alive = false;
    socket.ping();
  }, PING_EVERY_MS);
  heartbeat.unref();
  socket.once('close', () => {
    clearInterval(heartbeat);
    leave();
  });
  socket.on('error', () => socket.terminate());
}
