/**
 * A restore survives the page reload that follows it: a flag in sessionStorage, set when the server has
 * taken the backup and read (once) by the page that loads afterwards, which confirms the restore.
 */
const STORAGE_KEY = 'argus.settings.databaseRestored';

export function rememberRestore(): void {
  sessionStorage.setItem(STORAGE_KEY, '1');
}

/** True once after a restore: the flag is cleared as it is read. */
export function takeRestoreNotice(): boolean {
  const restored = sessionStorage.getItem(STORAGE_KEY) !== null;
  sessionStorage.removeItem(STORAGE_KEY);
  return restored;
}
