/**
 * One accepted link (docs/cloud-link.md §1, §2): its mux, its presence (written on open, dropped on close),
 * the `welcome`, the server's renames, and the liveness check — a ping every `pingMs`, and the link is cut when nothing (no pong,
 * no frame) has come for `silenceMs`.
 */
import { randomUUID } from 'node:crypto';
import type { LinkWelcome } from '@argus/contract/cloud';
import { attachLinkMux } from '@argus/server-kit/link';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { LinkPresence } from './link-presence.ts';
import type { LinkTimings } from './link-timings.ts';
import type { LiveLink, LiveLinks } from './live-links.ts';
import type { NodeIdentity } from './node-identity.ts';

export interface LinkSessionSources {
  registry: LiveLinks;
  presence: Pick<LinkPresence, 'opened' | 'dropped'>;
  node: NodeIdentity;
  timings: Pick<LinkTimings, 'pingMs' | 'silenceMs'>;
  log: FastifyBaseLogger;
  /** The server renamed the system (`systemRenamed`): the cloud takes its name. */
  renamed: (systemId: string, name: string) => Promise<void>;
}

export interface LinkHello {
  systemId: string;
  serverId: string;
  version: string;
}

/** Runs the link of `hello.systemId` on `socket` until it closes. */
export function runLinkSession(socket: WebSocket, hello: LinkHello, s: LinkSessionSources): LiveLink {
  const linkId = randomUUID();
  const log = s.log.child({ systemId: hello.systemId, serverId: hello.serverId, linkId });
  const mux = attachLinkMux(socket, {
    role: 'cloud',
    onMessage: (message) => {
      if (message.type !== 'systemRenamed') return;
      s.renamed(hello.systemId, message.name).catch((error: unknown) =>
        log.error({ err: error }, 'Cloud link: the server’s new system name was not written'),
      );
    },
  });
  const link: LiveLink = { systemId: hello.systemId, linkId, socket, mux, settled: Promise.resolve() };
  s.registry.add(link);

  link.settled = s.presence.opened({ ...hello, linkId }).then(
    (system) => {
      if (!system) return socket.close(4004, 'no such system');
      const welcome: LinkWelcome = {
        type: 'welcome',
        systemId: system.id,
        name: system.name,
        system2faEnabled: system.system2faEnabled,
        nodeId: s.node.nodeId,
      };
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(welcome));
      log.info('Cloud link up');
    },
    (error: unknown) => {
      log.error({ err: error }, 'Cloud link: presence not written');
      socket.close(1011, 'presence not written');
    },
  );

  let heardAt = Date.now();
  const heard = () => {
    heardAt = Date.now();
  };
  socket.on('pong', heard);
  socket.on('message', heard);
  const pinger = setInterval(() => {
    if (Date.now() - heardAt >= s.timings.silenceMs) socket.terminate();
    else socket.ping();
  }, s.timings.pingMs);
  pinger.unref();

  socket.once('close', (code: number, reason: Buffer) => {
    clearInterval(pinger);
    s.registry.remove(link);
    // The drop is written after the open: a link that closes at once must not leave a live row behind.
    link.settled = link.settled
      .then(() => s.presence.dropped(link.systemId, linkId))
      .catch((error: unknown) => log.error({ err: error }, 'Cloud link: drop not written'));
    log.info(`Cloud link down: ${code}${reason.length ? ` ${reason.toString()}` : ''}`);
  });
  socket.on('error', (error) => log.warn({ err: error }, 'Cloud link: socket error'));
  return link;
}
