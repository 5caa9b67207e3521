/**
 * `npm run bench`: runs every benchmark in turn against real servers on 127.0.0.1 and prints one table of
 * figures, references and ratios. Benchmarks never assert; one that cannot run is reported and makes the
 * exit code non-zero.
 */
import { loginBundle } from './login-bundle.ts';
import { loginFcp } from './login-fcp.ts';
import { type BenchFigure, printTable } from './src/report.ts';
import { throughput } from './throughput.ts';

const BENCHES: [string, () => Promise<BenchFigure[]>][] = [
  ['login-bundle', loginBundle],
  ['login-fcp', loginFcp],
  ['throughput', throughput],
];

const figures: BenchFigure[] = [];
const failures: string[] = [];
for (const [name, run] of BENCHES) {
  console.log(`running ${name}…`);
  try {
    figures.push(...(await run()));
  } catch (error) {
    failures.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
  }
}
console.log('');
printTable(figures);
if (failures.length) {
  console.log(`\nCould not run:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
