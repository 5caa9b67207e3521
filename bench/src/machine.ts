/** The machine a run happened on, for the results file: figures only compare on like machines. */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { REPO_ROOT } from '../../e2e/support/servers.ts';

export interface MachineInfo {
  cores: number;
  cpuModel: string;
  node: string;
  platform: string;
  totalMemoryMB: number;
  /** 1, 5 and 15 minute load averages when the run started. */
  loadAverageAtStart: number[];
}

/** 1, 5 and 15 minute load averages now (above the core count: other work shared the machine). */
export const loadAverage = (): number[] => loadavg().map((n) => Math.round(n * 100) / 100);

export function machineInfo(): MachineInfo {
  return {
    cores: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${process.platform} ${release()}`,
    totalMemoryMB: Math.round(totalmem() / 2 ** 20),
    loadAverageAtStart: loadAverage(),
  };
}

/** The commit measured, and whether the working tree had changes on top of it. */
export function sourceRevision(): { commit: string; dirty: boolean } {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    return { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain').length > 0 };
  } catch {
    return { commit: 'unknown', dirty: true };
  }
}
