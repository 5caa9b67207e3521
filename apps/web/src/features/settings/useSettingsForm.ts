import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notify.ts';
import { apiErrorText } from './api-error-text.ts';
import { type FieldErrors, useDraft } from './apply/useDraft.ts';
import { useProcess } from './apply/useProcess.ts';
import {
  type SettingsManifest,
  type SystemSettings,
  useSaveSystemSettings,
  useServerReachable,
  useSettingsManifest,
  useSystemSettings,
} from './settings.api.ts';

const EMPTY: SystemSettings = {};

/** The loaded values of the given settings; write-only settings (never returned) start empty. */
export function settingsValuesOf(
  names: readonly string[],
  settings: SystemSettings | undefined,
  manifest: SettingsManifest | undefined,
): SystemSettings {
  if (!settings || !manifest) return EMPTY;
  const out: SystemSettings = {};
  for (const name of names) {
    const entry = manifest[name];
    if (!entry) continue;
    out[name] = entry.isWriteOnly ? '' : (settings[name] ?? (entry.type === 'Bool' ? false : ''));
  }
  return out;
}

/**
 * The editable state of a settings page: loads values and manifest, tracks changes, saves them with one
 * PATCH of only the changed values, and reports the result with a toast.
 */
export function useSettingsForm(
  names: readonly string[] | 'all',
  validate: (values: SystemSettings) => FieldErrors<SystemSettings>,
) {
  const { t } = useTranslation('settings');
  const settings = useSystemSettings();
  const manifest = useSettingsManifest();
  const online = useServerReachable();
  const save = useSaveSystemSettings();
  const fieldNames = useMemo(
    () => (names === 'all' ? Object.keys(manifest.data ?? {}) : names),
    [names, manifest.data],
  );
  const loaded = useMemo(
    () => settingsValuesOf(fieldNames, settings.data, manifest.data),
    [fieldNames, settings.data, manifest.data],
  );
  const draft = useDraft(loaded, validate);
  const { changes, values, commit } = draft;

  const apply = useCallback(async (): Promise<boolean> => {
    if (Object.keys(changes).length === 0) return true;
    try {
      await save.mutateAsync(changes);
      // Write-only fields are never read back: they return to empty once sent.
      const saved = { ...values };
      for (const name of Object.keys(saved)) if (manifest.data?.[name]?.isWriteOnly) saved[name] = '';
      commit(saved);
      notify.success(t('apply.saved'));
      return true;
    } catch (err) {
      notify.danger(apiErrorText(err, t('apply.saveFailed')), { long: true });
      return false;
    }
  }, [changes, values, commit, save, manifest.data, t]);
  const process = useProcess(apply);

  return {
    draft,
    manifest: manifest.data,
    isLoading: settings.isPending || manifest.isPending,
    error: settings.error ?? manifest.error,
    retry: () => {
      void settings.refetch();
      void manifest.refetch();
    },
    ready: settings.isSuccess && manifest.isSuccess,
    online,
    apply,
    process,
  };
}
