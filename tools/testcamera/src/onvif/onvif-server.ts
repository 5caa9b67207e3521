/**
 * One camera's ONVIF device service: a small SOAP responder on its own loopback port.
 * Requests are checked with WS-Security (UsernameToken, digest or text) when the camera has
 * credentials; offline closes the port like a dead device.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listen } from '../listen.ts';
import { type PtzCamera, PtzError } from '../ptz/ptz-camera.ts';
import { type OnvifCamera, PRE_AUTH_OPERATIONS, replyBody, UnknownProfile } from './onvif-replies.ts';
import { PTZ_OPERATIONS, PtzFault, ptzReply } from './ptz-replies.ts';
import { parseSoapRequest } from './soap-request.ts';
import { isAuthorized } from './ws-security.ts';
import { envelope, fault } from './xml.ts';

const MAX_BODY_BYTES = 1 << 20;
const SOAP_TYPE = 'application/soap+xml; charset=utf-8';

interface SoapReply {
  status: number;
  xml: string;
}

export function answer(
  camera: OnvifCamera,
  body: string,
  keyframeFrames: number,
  now = new Date(),
  ptz?: PtzCamera,
): SoapReply {
  const request = parseSoapRequest(body);
  if (!request) return { status: 400, xml: fault('Sender', 'InvalidArgVal', 'Not a SOAP request') };
  const needsAuth = camera.credentials !== undefined && !PRE_AUTH_OPERATIONS.has(request.operation);
  if (needsAuth && !isAuthorized(request.usernameToken, camera.credentials!))
    return { status: 400, xml: fault('Sender', 'NotAuthorized', 'Sender not authorized') };
  try {
    const reply =
      ptz && PTZ_OPERATIONS.has(request.operation)
        ? ptzReply(ptz, request.operation, body, now)
        : replyBody(camera, request, keyframeFrames, now);
    if (reply === undefined)
      return {
        status: 500,
        xml: fault('Receiver', 'ActionNotSupported', `${request.operation} is not supported`),
      };
    return { status: 200, xml: envelope(reply) };
  } catch (error) {
    if (error instanceof UnknownProfile)
      return { status: 400, xml: fault('Sender', 'NoProfile', error.message) };
    if (error instanceof PtzFault || error instanceof PtzError)
      return { status: 400, xml: fault('Sender', error.subcode, error.message) };
    throw error;
  }
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(undefined);
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export class OnvifServer {
  private server: Server | undefined;

  constructor(
    private readonly camera: OnvifCamera,
    private readonly keyframeFrames: number,
    private readonly ptz?: PtzCamera,
  ) {}

  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((request, response) => {
      this.handle(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    });
    server.keepAliveTimeout = 5000;
    await listen(server, this.camera.onvifPort, this.camera.host);
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST', 'content-type': 'text/plain' });
      response.end('ONVIF device service: POST SOAP requests here\n');
      return;
    }
    const body = await readBody(request);
    const reply =
      body === undefined
        ? { status: 413, xml: fault('Sender', 'InvalidArgVal', 'Request too large') }
        : answer(this.camera, body, this.keyframeFrames, new Date(), this.ptz);
    response.writeHead(reply.status, { 'content-type': SOAP_TYPE });
    response.end(reply.xml);
  }
}
