/**
 * Where new chunks go: the main (not backup) storage of this server that is used for writing, is online and
 * writable, and has the most free space above its reserved space (`spaceLimitB`). A storage over its
 * reserve still takes chunks when no other can (retention then frees space on it).
 */
export interface PlacementCandidate {
  id: string;
  /** The folder, as a local path. */
  root: string;
  isBackup: boolean;
  isUsedForWriting: boolean;
  isOnline: boolean;
  isWritable: boolean;
  freeB: number;
  reservedB: number;
}

export function chooseStorage(candidates: readonly PlacementCandidate[]): PlacementCandidate | null {
  let best: PlacementCandidate | null = null;
  for (const c of candidates) {
    if (c.isBackup || !c.isUsedForWriting || !c.isOnline || !c.isWritable || !c.root.startsWith('/'))
      continue;
    if (!best || c.freeB - c.reservedB > best.freeB - best.reservedB) best = c;
  }
  return best;
}
