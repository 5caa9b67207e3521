/**
 * Whether system settings may be changed now: not while a merge runs (spec 000 §4 "Merge": users can log in
 * and watch video during a merge, but not change settings), since the settings of one side are giving way.
 */
import { Unavailable } from '@argus/contract';

export interface SettingsGuard {
  /** Throws when settings may not be changed now. */
  checkWritable(): void;
}

export const NO_GUARD: SettingsGuard = { checkWritable: () => {} };

export const MERGE_IN_PROGRESS_TEXT =
  'A merge is in progress: system settings can be changed once it is done.';

export function mergeGuard(inProgress: () => boolean): SettingsGuard {
  return {
    checkWritable() {
      if (inProgress()) throw new Unavailable(MERGE_IN_PROGRESS_TEXT);
    },
  };
}
