import { useEffect } from 'react';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/i18n.ts';
import { reloadWhenSafe } from '../reload/reload-when-safe.ts';

/**
 * Storage keys whose change in another tab reloads this tab when it lacks focus (spec 000 §4); a tab with
 * unsaved edits asks first.
 */
export const CROSS_TAB_KEYS = [LANGUAGE_STORAGE_KEY, 'refreshToken', 'cloudAccessToken'];

/** Reloads this tab, when it lacks focus, after another tab changed one of `keys` (the portal adds its own). */
export function useCrossTabReload(keys: readonly string[] = CROSS_TAB_KEYS): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key && keys.includes(event.key) && !document.hasFocus()) reloadWhenSafe('otherTab');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [keys]);
}
