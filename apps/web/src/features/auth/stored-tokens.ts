import { NEW_SYSTEM_CLEARED_STORAGE_KEYS } from '@argus/contract';

/** Local storage keys of stored tokens, cleared on a new system and on logout (spec 000 §9). */
export const STORED_TOKEN_KEYS = NEW_SYSTEM_CLEARED_STORAGE_KEYS;

export function clearStoredTokens(): void {
  for (const key of STORED_TOKEN_KEYS) localStorage.removeItem(key);
}
