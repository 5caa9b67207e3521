// `npm test`'s test step: the media journeys (Vitest project `e2e`, one file at a time: each runs a media
// server, test cameras and Chromium) in one Vitest run, and every other project (three files at a time) in a
// second run beside it. In one run, Vitest starts a project whose files may not run in parallel only once every
// other file has finished, so the journeys were a quarter of an hour of one worker at the end of the suite
// (34 min in all). Most files wait on servers, ffmpeg, cameras, timers and Chromium: the whole suite kept the
// two cores of the CI machine a third busy, so the runs share them side by side.
// Each run's lines are prefixed with its name; the exit code is the first failure's, 0 when both pass.
// Extra arguments go to both runs (`node scripts/test-runs.mjs apps/web/src/features/view`); with any, a run
// that finds no file passes.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const extra = process.argv.slice(2);
if (extra.length > 0) extra.push('--passWithNoTests');
const RUNS = [
  { name: 'journeys', args: ['--project', 'e2e'] },
  { name: 'suite', args: ['--project', '!e2e', '--maxWorkers', '3'] },
];

const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;
const children = RUNS.map(({ name, args }) => {
  // Own process groups: a terminal's Ctrl-C reaches only this launcher, which forwards it once to each run.
  const child = spawn(process.execPath, [vitest, 'run', ...args, ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: process.env,
  });
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on('line', (line) => target.write(`${name.padEnd(8)} │ ${line}\n`));
  }
  return {
    name,
    child,
    exit: new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))),
  };
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const { child } of children) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
  });
}

const codes = await Promise.all(children.map((c) => c.exit));
for (const [i, code] of codes.entries())
  console.log(`${children[i].name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
process.exit(codes.find((code) => code !== 0) ?? 0);
