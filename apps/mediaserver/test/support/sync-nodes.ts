/**
 * Servers of a system in one process for the sync tests and the bench: each a replica (test/support/replicas.ts),
 * a loopback HTTP server whose WebSocket upgrades go to its `SyncServer`, and its `PeerLinks`.
 */
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import type { Peer } from '../../src/replication/peer-link.ts';
import { PeerLinks } from '../../src/replication/peer-links.ts';
import type { Replica } from '../../src/replication/replica.ts';
import { type SyncEndpointOptions, SyncServer } from '../../src/replication/sync-server.ts';
import { replicaOf } from './replicas.ts';

export const SYSTEM = 'system-1';
export const SECRET = 'the-shared-secret';

export interface NodeOptions {
  /** A database file (reopened by a restart); in memory without one. */
  file?: string;
  system?: string;
  secret?: string;
  wall?: () => number;
  /** Options of the answering side (batch size, flow control). */
  serve?: Partial<SyncEndpointOptions>;
  driftRetryMs?: number;
}

export interface SyncNode {
  id: string;
  replica: Replica;
  url: string;
  links: PeerLinks;
  server: SyncServer;
  /** Destroys every TCP connection to its sync endpoint (no close frame). */
  dropConnections(): void;
  stop(): Promise<void>;
}

/** Fast retries for tests: the steps of the real backoff, in tens of ms. */
const TEST_BACKOFF_MS = [10, 20, 50, 100, 300];

export async function startNode(id: string, options: NodeOptions = {}): Promise<SyncNode> {
  const replica = replicaOf(id, options.wall, options.file);
  const system = options.system ?? SYSTEM;
  const secret = options.secret ?? SECRET;
  const server = new SyncServer({ replica, system, keyOf: () => secret, ...options.serve });
  const http: Server = createServer((_request, response) => response.writeHead(404).end());
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  const sockets = new Set<Socket>();
  http.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  http.on('upgrade', (request, socket, head) => {
    wss.handleUpgrade(request, socket, head, (ws) => server.handle(ws));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as { port: number };
  const links = new PeerLinks({
    replica,
    system,
    secret,
    backoffStepsMs: TEST_BACKOFF_MS,
    driftRetryMs: options.driftRetryMs ?? 50,
  });
  return {
    id,
    replica,
    url: `ws://127.0.0.1:${port}/sync`,
    links,
    server,
    dropConnections: () => {
      for (const socket of sockets) socket.destroy();
    },
    async stop() {
      await links.stop();
      await server.stop();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => http.close(resolve));
      wss.close();
      replica.db.close();
    },
  };
}

export const peerOf = (node: SyncNode): Peer => ({ id: node.id, url: node.url });

/** Every node links to every other. */
export function fullMesh(nodes: readonly SyncNode[]): void {
  for (const node of nodes) node.links.setPeers(nodes.filter((n) => n !== node).map(peerOf));
}

/** `hub` links to each of `spokes` and each of them to it; the spokes do not link to one another. */
export function star(hub: SyncNode, spokes: readonly SyncNode[]): void {
  hub.links.setPeers(spokes.map(peerOf));
  for (const spoke of spokes) spoke.links.setPeers([peerOf(hub)]);
}
