// `npm start` (after `npm run build`): runs the built media server under its supervisor on its defaults (port
// 7001, data dir ./data/mediaserver; flags and ARGUS_* variables still apply) and forwards SIGINT/SIGTERM/SIGHUP.
// The server prints its own URLs once it listens (with the port and address it really uses, whether they came
// from flags, variables or /api/configure). Extra arguments go to the media server: `npm start -- --port 7002`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const supervisor = join(root, 'apps/mediaserver/bin/argus-mediaserver');
const args = process.argv.slice(2);

if (!existsSync(join(root, 'apps/web/dist/index.html')))
  console.warn(
    'Warning: apps/web/dist is missing; run `npm run build` (npm start does) to get the web admin.',
  );

// Own process group: a terminal's Ctrl-C reaches only this launcher, which forwards it exactly once.
const child = spawn(supervisor, args, {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});

let forwarded = 0;
function forward(signal) {
  forwarded += 1;
  try {
    // A second signal while shutting down kills the whole group (supervisor and worker).
    process.kill(-child.pid, forwarded > 1 ? 'SIGKILL' : signal);
  } catch {
    // already gone
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
process.on('exit', () => {
  if (child.exitCode === null && child.signalCode === null) forward('SIGKILL');
});

child.on('exit', (code, signal) => {
  process.exit(code ?? (signal && forwarded ? 0 : 1));
});
