/**
 * Idle memory of the media server as `npm start` runs it: the RSS of the supervisor and every process below
 * it, summed from /proc, after setup, a login and a few requests (the API and the console's files), once it
 * has been idle for a few seconds. Target ≤ 100 MB.
 */
import type { BenchFigure } from '../src/figure.ts';
import { processTreeMemory, totalRssMB } from '../src/process-tree.ts';
import { startBenchServer } from '../src/setup.ts';
import { round } from '../src/stats.ts';

const BENCH = 'memory';
export const MEMORY_TARGET_MB = 100;
/** Idle means nothing to wait for: the samples are spaced in time on purpose. */
const SAMPLES = 6;
const SAMPLE_EVERY_MS = 500;

const PATHS = [
  '/rest/v1/system/info',
  '/rest/v1/servers/this/info',
  '/rest/v1/users',
  '/rest/v1/system/settings',
  '/ec2/getUsers',
  '/',
  '/static/customization/webadmin_config.json',
];

async function fewRequests(base: string, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
  for (let i = 0; i < 5; i++)
    for (const path of PATHS) {
      const res = await fetch(base + path, { headers });
      await res.arrayBuffer();
    }
}

export async function memory(): Promise<BenchFigure[]> {
  const bench = await startBenchServer();
  try {
    await fewRequests(bench.server.url, bench.ownerToken);
    const samples: number[] = [];
    let tree = processTreeMemory(bench.server.pid);
    for (let i = 0; i < SAMPLES; i++) {
      await new Promise((done) => setTimeout(done, SAMPLE_EVERY_MS));
      tree = processTreeMemory(bench.server.pid);
      samples.push(round(totalRssMB(tree)));
    }
    for (const p of tree) console.log(`  ${BENCH}: ${p.rssMB.toFixed(1)} MB  ${p.command}`);
    return [
      {
        bench: BENCH,
        id: `${BENCH}.idle-rss`,
        metric: `idle RSS, supervisor + server (${tree.length} processes)`,
        value: samples.at(-1)!,
        unit: 'MB',
        target: { of: 'value', bound: 'max', limit: MEMORY_TARGET_MB },
        details: {
          samplesMB: samples,
          processes: tree.map((p) => ({ ...p, rssMB: round(p.rssMB) })),
        },
      },
    ];
  } finally {
    await bench.stop();
  }
}
