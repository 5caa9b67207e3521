/**
 * Simulated media servers for the link-scale benchmark: each opens the real link of docs/cloud-link.md to a
 * cloud node (`/cdb/link`, Basic `systemId:authKey`) and answers every relayed request with a small JSON
 * body, like `GET /rest/v1/servers/this/info` would. Run in its own process (`node --import tsx
 * link-simulator.ts '<options>'`), so the cloud's figures and the simulators' never share an event loop; it
 * prints `{"linked": n}` once every link is up and keeps them until stdin closes.
 */
import { PassThrough, Readable } from 'node:stream';
import { LINK_PATH } from '@argus/contract/cloud';
import { attachLinkMux } from '@argus/server-kit/link';
import { WebSocket } from 'ws';

export interface LinkSimulatorOptions {
  cloudUrl: string;
  systemIds: string[];
  authKey: string;
  /** Links opened at once while connecting (each costs the cloud an argon2 check). */
  concurrency: number;
}

const REPLY = Buffer.from(
  JSON.stringify({
    id: '00000000-0000-0000-0000-000000000001',
    name: 'Simulated server',
    version: '5.1.6.0',
  }),
);

/** Set once stdin ends: the closes that follow are ours. */
let closing = false;

function openLink(cloudUrl: string, systemId: string, authKey: string): Promise<WebSocket> {
  const url = `${cloudUrl.replace(/^http/, 'ws')}${LINK_PATH}`;
  const socket = new WebSocket(url, {
    headers: {
      authorization: `Basic ${Buffer.from(`${systemId}:${authKey}`).toString('base64')}`,
      'x-argus-server-id': systemId,
      'x-argus-version': '5.1.6.0',
    },
  });
  attachLinkMux(socket, {
    role: 'server',
    onRequest: (_request, stream) => {
      stream.receiveBody(new PassThrough().resume());
      stream.respond(200, [
        ['content-type', 'application/json'],
        ['content-length', String(REPLY.byteLength)],
      ]);
      stream.sendBody(Readable.from([REPLY]));
    },
  });
  return new Promise((resolve, reject) => {
    socket.once('message', () => resolve(socket)); // the welcome
    socket.once('unexpected-response', (_req, res) => reject(new Error(`link refused: ${res.statusCode}`)));
    // Every error, not only the first: an unhandled one (a reset at the end) would end the whole process.
    socket.on('error', reject);
    // A link the cloud closes is a figure no longer true: say so rather than measure fewer links.
    socket.once('close', (code) => {
      if (!closing) console.error(`link of ${systemId} closed by the cloud (${code})`);
    });
  });
}

export async function simulateLinks(options: LinkSimulatorOptions): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  let next = 0;
  const worker = async () => {
    while (next < options.systemIds.length) {
      const systemId = options.systemIds[next++] as string;
      sockets.push(await openLink(options.cloudUrl, systemId, options.authKey));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return sockets;
}

if (process.argv[2]) {
  const options = JSON.parse(process.argv[2]) as LinkSimulatorOptions;
  const sockets = await simulateLinks(options);
  process.stdout.write(`${JSON.stringify({ linked: sockets.length })}\n`);
  process.stdin.resume();
  process.stdin.once('end', () => {
    closing = true;
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  });
}
