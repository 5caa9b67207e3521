/**
 * The results of a run as JSON: `bench/results/<ISO timestamp>.json` and `bench/results/latest.json` (the
 * previous `latest.json` is what a run compares itself with). The directory is git-ignored: figures depend on
 * the machine and on what else runs on it, so they are compared locally; the README keeps the reference
 * table.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchFigure } from './figure.ts';
import type { MachineInfo } from './machine.ts';

export const RESULTS_DIR = join(import.meta.dirname, '../results');
const LATEST = join(RESULTS_DIR, 'latest.json');

export interface RunResults {
  startedAt: string;
  finishedAt: string;
  durationS: number;
  machine: MachineInfo & { loadAverageAtEnd: number[] };
  source: { commit: string; dirty: boolean };
  /** The benchmarks run and how long each took. */
  secondsPerBench: Record<string, number>;
  figures: (BenchFigure & { ratio?: number; meets?: boolean })[];
  /** Benchmarks that could not run, with why. */
  failures: { bench: string; error: string }[];
}

export function readLatest(): RunResults | undefined {
  if (!existsSync(LATEST)) return undefined;
  try {
    return JSON.parse(readFileSync(LATEST, 'utf8')) as RunResults;
  } catch {
    return undefined;
  }
}

/** Writes the run under its start time and as latest.json; returns the timestamped path. */
export function writeResults(results: RunResults): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${results.startedAt.replace(/:/g, '-')}.json`);
  const text = `${JSON.stringify(results, null, 2)}\n`;
  writeFileSync(file, text);
  writeFileSync(LATEST, text);
  return file;
}
