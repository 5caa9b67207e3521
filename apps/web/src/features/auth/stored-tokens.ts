import { NEW_SYSTEM_CLEARED_STORAGE_KEYS } from '@argus/contract';

/** Local storage keys of stored tokens, cleared on a new system and on logout (spec 000 §9). */
export const STORED_TOKEN_KEYS = NEW_SYSTEM_CLEARED_STORAGE_KEYS;

export function clearStoredTokens(): void {
  for (const key of STORED_TOKEN_KEYS) localStorage.removeItem(key);
}

/** Expires every cookie script can see (HttpOnly session cookies are ended by the server on logout). */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring cookies needs the document.cookie setter
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
