/**
 * The HTTP control endpoint (loopback): list the cameras, take one offline or online, start or stop
 * its motion.
 *
 *   GET  /cameras                    all cameras with URLs and state
 *   GET  /cameras/{n}                one camera
 *   POST /cameras/{n}/offline        the camera's ports close (connection refused)
 *   POST /cameras/{n}/online         they listen again
 *   POST /cameras/{n}/motion/off     still picture (the clock still ticks)
 *   POST /cameras/{n}/motion/on      the ball moves again
 *   POST /cameras/{n}/ptz/home       a PTZ camera turns to pan 0, tilt 0, zoom 0 (GET shows `ptz`)
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { listen } from './listen.ts';
import type { PtzPosition, TestCameraInfo } from './types.ts';

export interface ControlActions {
  readonly cameras: readonly TestCameraInfo[];
  setOnline(index: number, online: boolean): Promise<void>;
  setMotion(index: number, moving: boolean): Promise<void>;
  setPtz(index: number, position: PtzPosition): Promise<void>;
}

const ACTIONS: Record<string, (actions: ControlActions, index: number) => Promise<void>> = {
  offline: (a, i) => a.setOnline(i, false),
  online: (a, i) => a.setOnline(i, true),
  'motion/off': (a, i) => a.setMotion(i, false),
  'motion/on': (a, i) => a.setMotion(i, true),
  'ptz/home': (a, i) => a.setPtz(i, { pan: 0, tilt: 0, zoom: 0 }),
};

/** What the endpoint shows of a camera: everything but the password. */
export function publicView(camera: TestCameraInfo): Record<string, unknown> {
  const { credentials, ...rest } = camera;
  return credentials ? { ...rest, user: credentials.user } : rest;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(`${JSON.stringify(body, null, 2)}\n`);
}

export async function startControlServer(
  port: number,
  host: string,
  actions: ControlActions,
): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    const path = new URL(request.url ?? '/', 'http://control').pathname.replace(/\/+$/, '');
    if (path === '/cameras') {
      if (request.method !== 'GET') return send(response, 405, { error: 'use GET' });
      return send(response, 200, actions.cameras.map(publicView));
    }
    const match = /^\/cameras\/(\d+)(?:\/(.+))?$/.exec(path);
    const camera = match && actions.cameras.find((c) => c.index === Number(match[1]));
    if (!match || !camera) return send(response, 404, { error: `no such camera or path: ${path}` });
    const action = match[2];
    if (action === undefined) {
      if (request.method !== 'GET') return send(response, 405, { error: 'use GET' });
      return send(response, 200, publicView(camera));
    }
    const run = ACTIONS[action];
    if (!run) return send(response, 404, { error: `unknown action "${action}"` });
    if (request.method !== 'POST') return send(response, 405, { error: 'use POST' });
    run(actions, camera.index).then(
      () => send(response, 200, publicView(camera)),
      (error: Error) => send(response, 500, { error: error.message }),
    );
  });
  await listen(server, port, host);
  return server;
}
