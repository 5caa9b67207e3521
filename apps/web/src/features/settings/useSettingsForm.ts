import type { SettingName } from '@argus/contract/mediaserver';
import type { FormErrors } from '@mantine/form';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerUnavailable } from '../system/system.api.ts';
import { useApplyForm } from './apply/useApplyForm.ts';
import { useSaveSystemSettings, useSettingsManifest, useSystemSettings } from './settings.api.ts';
import {
  manifestSettingNames,
  type SettingsFormValues,
  savedSettingsValues,
  settingsChangesOf,
  settingsValuesOf,
} from './settings-values.ts';

/**
 * The editable state of a settings page: loads values and manifest, tracks changes, saves them with one
 * PATCH of only the changed values, and reports the result with a toast.
 */
export function useSettingsForm(
  names: readonly SettingName[] | 'all',
  validate: (values: SettingsFormValues) => FormErrors,
) {
  const { t } = useTranslation('settings');
  const settings = useSystemSettings();
  const manifest = useSettingsManifest();
  const unavailable = useServerUnavailable();
  const { mutateAsync: saveSettings } = useSaveSystemSettings();
  const fieldNames = useMemo(
    () => (names === 'all' ? manifestSettingNames(manifest.data) : names),
    [names, manifest.data],
  );
  const loaded = useMemo(
    () => settingsValuesOf(fieldNames, settings.data, manifest.data),
    [fieldNames, settings.data, manifest.data],
  );
  const save = useCallback(
    async (changes: Partial<SettingsFormValues>, values: SettingsFormValues) => {
      await saveSettings(settingsChangesOf(changes));
      return savedSettingsValues(values, manifest.data);
    },
    [saveSettings, manifest.data],
  );
  const texts = useMemo(() => ({ saved: t('apply.saved'), failed: t('apply.saveFailed') }), [t]);
  const editor = useApplyForm({ loaded, validate, save, texts });

  return {
    editor,
    manifest: manifest.data,
    isLoading: settings.isPending || manifest.isPending,
    error: settings.error ?? manifest.error,
    retry: () => {
      void settings.refetch();
      void manifest.refetch();
    },
    ready: settings.isSuccess && manifest.isSuccess,
    online: !unavailable,
  };
}
