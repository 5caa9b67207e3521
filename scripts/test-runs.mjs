// `npm test`'s test step. Two lanes share the machine:
// - `journeys` runs the media journeys (Vitest project `e2e`: each file runs a media server, test cameras and
//   Chromium), one file per Vitest run, taken from a queue, longest first;
// - `suite` runs every other project (three files at a time) in one Vitest run, then takes journeys from the
//   same queue until it is empty.
// The journeys alone were a quarter of an hour of one lane while the suite's lane sat idle for its last third
// (18 min in all on CI's two cores); a queue both lanes drain keeps them busy to the end. Most files wait on
// servers, ffmpeg, cameras, timers and Chromium rather than compute, so the lanes share the two cores.
// `scripts/journey-durations.json` holds each journey's last measured seconds, for the queue's order (a file
// missing there goes first); the run prints the new figures at the end.
// Each lane's lines are prefixed with its name; the exit code is 1 when any run failed, 0 when all passed.
// Extra arguments (`node scripts/test-runs.mjs apps/web/src/features/view`) skip the queue: one run per lane,
// each with the arguments, and a lane that finds no file passes.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const root = new URL('..', import.meta.url).pathname;
const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;
const durationsFile = new URL('./journey-durations.json', import.meta.url);
const extra = process.argv.slice(2);

const running = new Set();
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    for (const child of running) {
      try {
        // Own process groups: a terminal's Ctrl-C reaches only this launcher, which forwards it once.
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
  });
}

/** Runs Vitest with `args`, its lines prefixed with `lane`; resolves to its exit code. */
function runVitest(lane, args, { quiet = false } = {}) {
  const child = spawn(process.execPath, [vitest, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: process.env,
  });
  running.add(child);
  const lines = [];
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on('line', (line) => {
      if (quiet) lines.push(line);
      else target.write(`${lane.padEnd(8)} │ ${line}\n`);
    });
  }
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), lines });
    }),
  );
}

async function journeyFiles() {
  const { code, lines } = await runVitest('list', ['list', '--project', 'e2e', '--filesOnly', '--json'], {
    quiet: true,
  });
  if (code !== 0) throw new Error(`vitest list failed:\n${lines.join('\n')}`);
  const listed = JSON.parse(lines.join('\n'));
  return listed.map((entry) => entry.file.slice(root.length));
}

function lastDurations() {
  try {
    return JSON.parse(readFileSync(durationsFile, 'utf8'));
  } catch {
    return {};
  }
}

async function drain(lane, queue, results) {
  for (let file = queue.shift(); file && !stopping; file = queue.shift()) {
    const started = Date.now();
    const { code } = await runVitest(lane, ['run', '--project', 'e2e', file]);
    results.push({ file, lane, code, seconds: Math.round((Date.now() - started) / 1000) });
  }
}

async function withQueue() {
  const durations = lastDurations();
  const files = await journeyFiles();
  const queue = files.sort((a, b) => (durations[b] ?? 1e9) - (durations[a] ?? 1e9));
  const results = [];
  const failures = [];
  const suite = runVitest('suite', ['run', '--project', '!e2e', '--maxWorkers', '3']).then(
    async ({ code }) => {
      if (code !== 0) failures.push(`every other project (suite, exit ${code})`);
      await drain('suite', queue, results);
    },
  );
  await Promise.all([drain('journeys', queue, results), suite]);

  for (const r of results) if (r.code !== 0) failures.push(`${r.file} (${r.lane}, exit ${r.code})`);
  const measured = Object.fromEntries(
    results.sort((a, b) => a.file.localeCompare(b.file)).map((r) => [r.file, r.seconds]),
  );
  console.log(`journey seconds (for scripts/journey-durations.json): ${JSON.stringify(measured)}`);
  for (const failure of failures) console.log(`failed: ${failure}`);
  const passed = failures.length === 0 && !stopping;
  console.log(passed ? 'all runs passed' : `${failures.length} run(s) failed`);
  return passed ? 0 : 1;
}

async function withArguments() {
  const lanes = [
    { name: 'journeys', args: ['--project', 'e2e'] },
    { name: 'suite', args: ['--project', '!e2e', '--maxWorkers', '3'] },
  ];
  const codes = await Promise.all(
    lanes.map(({ name, args }) =>
      runVitest(name, ['run', ...args, ...extra, '--passWithNoTests']).then((r) => r.code),
    ),
  );
  for (const [i, code] of codes.entries())
    console.log(`${lanes[i].name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
  return codes.find((code) => code !== 0) ?? 0;
}

process.exit(extra.length > 0 ? await withArguments() : await withQueue());
