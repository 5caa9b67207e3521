/**
 * What a recording media server runs, told apart by command line (the recorder and motion detector ffmpeg
 * arguments of apps/mediaserver/src/modules/recording and motion), and its memory per kind.
 */
import { commandOf, type ProcessMemory, processTreeMemory } from './process-tree.ts';
import { round } from './stats.ts';

export const SERVER_PROCESS_KINDS: Record<string, RegExp> = {
  /** One per recorded stream: `-c copy` into segments (and, through `tee`, its live window). */
  recorder: /\bffmpeg\b.*\s-f (?:segment\s|tee \[f=segment:)/,
  /** One per camera that records on motion: decodes at 5 fps to the 44×32 grid. */
  'motion detector': /\bffmpeg\b.*\s-f rawvideo pipe:1/,
  server: /\bdist\/main\.js\b/,
  supervisor: /\bargus-mediaserver\b/,
};

export const kindOf = (command: string) =>
  Object.entries(SERVER_PROCESS_KINDS).find(([, test]) => test.test(command))?.[0] ?? 'other';

export interface TreeMemory {
  processes: number;
  rssMB: number;
  pssMB: number;
  /** Per kind: processes, RSS and PSS summed. */
  kinds: Record<string, { processes: number; rssMB: number; pssMB: number }>;
}

export function treeMemory(root: number): TreeMemory {
  const tree: ProcessMemory[] = processTreeMemory(root);
  const kinds: TreeMemory['kinds'] = {};
  for (const p of tree) {
    const kind = kindOf(commandOf(p.pid) ?? p.command);
    const entry = kinds[kind] ?? { processes: 0, rssMB: 0, pssMB: 0 };
    kinds[kind] = entry;
    entry.processes += 1;
    entry.rssMB += p.rssMB;
    entry.pssMB += p.pssMB ?? p.rssMB;
  }
  for (const entry of Object.values(kinds)) {
    entry.rssMB = round(entry.rssMB);
    entry.pssMB = round(entry.pssMB);
  }
  return {
    processes: tree.length,
    rssMB: round(tree.reduce((sum, p) => sum + p.rssMB, 0)),
    pssMB: round(tree.reduce((sum, p) => sum + (p.pssMB ?? p.rssMB), 0)),
    kinds,
  };
}
