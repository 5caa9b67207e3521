// `npm start` (after `npm run build`): runs the whole product on its defaults and forwards SIGINT/SIGTERM/SIGHUP
// to both parts:
// - the built media server under its supervisor (port 7001, data dir ./data/mediaserver; flags and ARGUS_*
//   variables still apply; extra arguments go to it: `npm start -- --port 7002`);
// - the cloud portal (apps/cloud/dist/main.js: port 8000, PGlite and the development mailbox in ./data/cloud;
//   its PORT, DATA_DIR, DATABASE_URL, SMTP_URL ... variables apply).
// The media server is told the cloud's address (CLOUD_URL, unless given) so that it can bind to it.
// Each prints its own URLs once it listens. When either part ends, the other is stopped too.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const supervisor = join(root, 'apps/mediaserver/bin/argus-mediaserver');
const cloudMain = join(root, 'apps/cloud/dist/main.js');
const args = process.argv.slice(2);
// The cloud's own address as it computes it: PUBLIC_URL, else http://localhost:<PORT or 8000>.
const cloudUrl = new URL(process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 8000}`).origin;

if (!existsSync(join(root, 'apps/web/dist/index.html')))
  console.warn('Warning: apps/web/dist is missing; run `npm run build` (npm start does) to get the web app.');

// Own process groups: a terminal's Ctrl-C reaches only this launcher, which forwards it exactly once.
const children = [
  spawn(supervisor, args, {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, CLOUD_URL: process.env.CLOUD_URL || cloudUrl },
  }),
  spawn(process.execPath, [cloudMain], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, INIT_CWD: root },
  }),
];

let forwarded = 0;
function forward(signal) {
  forwarded += 1;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      // A second signal while shutting down kills the whole group (supervisor and worker).
      process.kill(-child.pid, forwarded > 1 ? 'SIGKILL' : signal);
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
process.on('exit', () => forward('SIGKILL'));

let exitCode = 0;
let running = children.length;
for (const child of children) {
  child.on('exit', (code, signal) => {
    running -= 1;
    if (!forwarded) {
      // One part ended by itself: the product is not whole any more, so stop the other.
      exitCode = code ?? 1;
      forward('SIGTERM');
    } else if (code) exitCode = code;
    if (running === 0) process.exit(exitCode ?? (signal && forwarded ? 0 : 1));
  });
}
