// `npm start` (after `npm run build`): runs the built media server under its supervisor on its defaults (port
// 7001, data dir ./data/mediaserver; flags and ARGUS_* variables still apply), prints the web admin URLs once
// it answers and forwards SIGINT/SIGTERM/SIGHUP. Extra arguments go to the media server:
// `npm start -- --port 7002`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const supervisor = join(root, 'apps/mediaserver/bin/argus-mediaserver');
const args = process.argv.slice(2);

if (!existsSync(join(root, 'apps/web/dist/index.html')))
  console.warn(
    'Warning: apps/web/dist is missing; run `npm run build` (npm start does) to get the web admin.',
  );

const { values } = parseArgs({
  args,
  strict: false,
  options: { port: { type: 'string' }, help: { type: 'boolean' } },
});
const port = Number(values.port ?? process.env.ARGUS_PORT ?? 7001);

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
  clearTimeout(timer);
  process.exit(code ?? (signal && forwarded ? 0 : 1));
});

// Print the URL once the server answers; bounded polling, stops as soon as it is up or gone.
let timer;
const deadline = Date.now() + 60_000;
async function announce() {
  if (values.help || child.exitCode !== null) return;
  try {
    const res = await fetch(`http://127.0.0.1:${port}/rest/v1/system/info`, {
      signal: AbortSignal.timeout(2000),
    });
    await res.arrayBuffer();
    console.log(
      `\nArgus web admin is running: https://localhost:${port}/ (self-signed certificate) and ` +
        `http://localhost:${port}/  (Ctrl-C to stop)\n`,
    );
    return;
  } catch {
    if (Date.now() > deadline) {
      console.warn(`The media server did not answer on port ${port} within 60 s.`);
      return;
    }
  }
  timer = setTimeout(announce, 200);
}
void announce();
