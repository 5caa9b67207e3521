/**
 * `npm run bench [-- <name> …]`: runs every benchmark (or the named ones) in turn against real servers on
 * 127.0.0.1, prints one table of figures, targets and ratios, writes bench/results/<timestamp>.json and
 * latest.json, and prints the change since the previous latest.json. A missed target is shown, not fatal;
 * the exit code is non-zero only when a benchmark could not run.
 */
import { accessEditor } from './benches/access-editor.ts';
import { camerasPage } from './benches/cameras-page.ts';
import { cloudLoginThroughput } from './benches/cloud-login-throughput.ts';
import { cloudSystemsThroughput } from './benches/cloud-systems-throughput.ts';
import { cloudTwoNodes } from './benches/cloud-two-nodes.ts';
import { devicesThroughput } from './benches/devices-throughput.ts';
import { eventBurst } from './benches/event-burst.ts';
import { eventLogQuery } from './benches/event-log-query.ts';
import { healthPage } from './benches/health-page.ts';
import { infoThroughput } from './benches/info-throughput.ts';
import { linkScale } from './benches/link-scale.ts';
import { liveFirstFrame } from './benches/live-first-frame.ts';
import { liveLatency } from './benches/live-latency.ts';
import { loginBytes } from './benches/login-bytes.ts';
import { loginLcp } from './benches/login-lcp.ts';
import { memory } from './benches/memory.ts';
import { metricsCpu } from './benches/metrics-cpu.ts';
import { motionDetectionCpu } from './benches/motion-detection-cpu.ts';
import { motionSearch } from './benches/motion-search.ts';
import { recordedPeriods } from './benches/recorded-periods.ts';
import { recordingCapacity } from './benches/recording-capacity.ts';
import { recordingRecovery } from './benches/recording-recovery.ts';
import { relayOverhead } from './benches/relay-overhead.ts';
import { relayedFirstFrame } from './benches/relayed-first-frame.ts';
import { replicationPropagation } from './benches/replication-propagation.ts';
import { replicationScale } from './benches/replication-scale.ts';
import { segmentCheck } from './benches/segment-check.ts';
import { startup } from './benches/startup.ts';
import { statusMonitorCpu } from './benches/status-monitor-cpu.ts';
import { thumbnailLatency } from './benches/thumbnail-latency.ts';
import { usersPage } from './benches/users-page.ts';
import { usersThroughput } from './benches/users-throughput.ts';
import { viewCameraTree } from './benches/view-camera-tree.ts';
import { wall16 } from './benches/wall-16.ts';
import { type BenchFigure, meetsTarget, ratioOf } from './src/figure.ts';
import { loadAverage, machineInfo, sourceRevision } from './src/machine.ts';
import { printChanges, printTable } from './src/report.ts';
import { readLatest, writeResults } from './src/results-file.ts';

const BENCHES: Record<string, () => Promise<BenchFigure[]>> = {
  startup,
  memory,
  'login-bytes': loginBytes,
  'login-lcp': loginLcp,
  'info-throughput': infoThroughput,
  'users-throughput': usersThroughput,
  'users-page': usersPage,
  'devices-throughput': devicesThroughput,
  'cameras-page': camerasPage,
  'access-editor': accessEditor,
  'health-page': healthPage,
  'status-monitor-cpu': statusMonitorCpu,
  'metrics-cpu': metricsCpu,
  'recording-capacity': recordingCapacity,
  'recording-recovery': recordingRecovery,
  'motion-detection-cpu': motionDetectionCpu,
  'motion-search': motionSearch,
  'thumbnail-latency': thumbnailLatency,
  'live-first-frame': liveFirstFrame,
  'live-latency': liveLatency,
  'recorded-periods': recordedPeriods,
  'segment-check': segmentCheck,
  'event-burst': eventBurst,
  'event-log-query': eventLogQuery,
  'cloud-systems-throughput': cloudSystemsThroughput,
  'cloud-login-throughput': cloudLoginThroughput,
  'cloud-two-nodes': cloudTwoNodes,
  'relay-overhead': relayOverhead,
  'relayed-first-frame': relayedFirstFrame,
  'link-scale': linkScale,
  'replication-propagation': replicationPropagation,
  'replication-scale': replicationScale,
  'view-camera-tree': viewCameraTree,
  'wall-16': wall16,
};

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; one of: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
const names = requested.length ? requested : Object.keys(BENCHES);

const started = new Date();
const machine = machineInfo();
const previous = readLatest();
const figures: BenchFigure[] = [];
const failures: { bench: string; error: string }[] = [];
const secondsPerBench: Record<string, number> = {};
for (const name of names) {
  console.log(`running ${name}…`);
  const benchStarted = performance.now();
  try {
    figures.push(...(await BENCHES[name]!()));
  } catch (error) {
    const message = (error as Error).stack ?? String(error);
    console.log(`  ${name} could not run: ${message}`);
    failures.push({ bench: name, error: message.split('\n')[0]! });
  }
  secondsPerBench[name] = Math.round((performance.now() - benchStarted) / 1000);
  console.log(`  ${name}: ${secondsPerBench[name]} s`);
}

console.log('');
printTable(figures);
const finished = new Date();
const file = writeResults({
  startedAt: started.toISOString(),
  finishedAt: finished.toISOString(),
  durationS: Math.round((finished.getTime() - started.getTime()) / 1000),
  machine: { ...machine, loadAverageAtEnd: loadAverage() },
  source: sourceRevision(),
  secondsPerBench,
  figures: figures.map((f) => ({ ...f, ratio: ratioOf(f), meets: meetsTarget(f) })),
  failures,
});
if (previous) printChanges(figures, previous.figures, previous.startedAt);
console.log(`\nResults: ${file} (and bench/results/latest.json)`);
if (failures.length) {
  console.log(`\nCould not run:\n  ${failures.map((f) => `${f.bench}: ${f.error}`).join('\n  ')}`);
  process.exitCode = 1;
}
