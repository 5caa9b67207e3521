import type { ConsoleFileState } from '../../features/system/console-files.api.ts';
import { PageCodeError } from './page-code.ts';

/**
 * Why a page's code did not load:
 * - `unreachable`: the server does not answer; the page loads again once it does;
 * - `updated`: the server answers but the file is gone: a new version of the console was installed, and only
 *   a reload brings its files;
 * - `failed`: the server answers and has the file, yet the load failed; trying again may work.
 */
export type PageLoadProblem = 'unreachable' | 'updated' | 'failed';

export interface DiagnosisProbes {
  /** Resolves true when the server answers, false when it does not. */
  serverAnswers(): Promise<boolean>;
  consoleFile(url: string): Promise<ConsoleFileState>;
}

/** The address of the module a failed dynamic import names (Chromium and Firefox put it in the message). */
export function moduleUrlOf(error: unknown, origin = window.location.origin): string | null {
  const message =
    error instanceof PageCodeError ? error.message : error instanceof Error ? error.message : '';
  const match = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.m?js)\b/.exec(message);
  if (!match) return null;
  try {
    const url = new URL(match[1]!, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

export async function diagnosePageLoad(error: unknown, probes: DiagnosisProbes): Promise<PageLoadProblem> {
  if (!(await probes.serverAnswers())) return 'unreachable';
  const url = moduleUrlOf(error);
  // The browser did not say which file failed: with the server up, a new version is the likely cause.
  if (!url) return 'updated';
  const file = await probes.consoleFile(url);
  if (file === 'unreachable') return 'unreachable';
  return file === 'missing' ? 'updated' : 'failed';
}
