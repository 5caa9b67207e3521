import { SEARCH_DEBOUNCE_MS } from '@argus/contract';
import type { SettingName } from '@argus/contract/mediaserver';
import { Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearchOff } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/usePermissions.ts';
import { ApplyControls } from '../apply/ApplyControls.tsx';
import { ErrorState, LoadingState } from '../PageStates.tsx';
import { useSettingsManifest } from '../settings.api.ts';
import { setSettingValue } from '../settings-values.ts';
import { useSettingsForm } from '../useSettingsForm.ts';
import { AdvancedForm } from './AdvancedForm.tsx';
import { AdvancedSearch } from './AdvancedSearch.tsx';
import { advancedFields, settingTextKeys } from './advanced-fields.ts';
import { groupByArea } from './advanced-groups.ts';
import { filterFields } from './advanced-search.ts';
import { validateAdvanced } from './advanced-validation.ts';
import { HiddenErrorsNotice } from './HiddenErrorsNotice.tsx';

/** /settings/advanced: every setting of the manifest, by area, with a search. */
export default function AdvancedPage() {
  const { t } = useTranslation('settings');
  const { can } = usePermissions();
  const manifestQuery = useSettingsManifest();
  const validate = useMemo(() => validateAdvanced(manifestQuery.data), [manifestQuery.data]);
  const settings = useSettingsForm('all', validate);
  const { form } = settings.editor;
  const [search, setSearch] = useState('');
  const [applied] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const textsOf = useCallback(
    (name: SettingName, manifestLabel: string) => {
      const keys = settingTextKeys(name);
      return {
        label: t(keys.label, { defaultValue: manifestLabel }),
        description: t(keys.description, { defaultValue: '' }),
      };
    },
    [t],
  );
  const fields = useMemo(
    () => (settings.manifest ? advancedFields(settings.manifest, textsOf) : []),
    [settings.manifest, textsOf],
  );
  const shown = useMemo(() => filterFields(fields, applied), [fields, applied]);
  const groups = useMemo(() => groupByArea(shown), [shown]);
  const errors = form.errors;
  const hiddenErrors = useMemo(() => {
    const visible = new Set(shown.map((f) => f.name));
    return fields.filter((f) => errors[f.name] && !visible.has(f.name)).map((f) => f.label);
  }, [fields, shown, errors]);
  const readOnly = !can('administer');

  if (settings.error && !settings.ready)
    return <ErrorState error={settings.error} onRetry={settings.retry} />;
  if (settings.isLoading || !settings.manifest) return <LoadingState rows={10} />;

  return (
    <>
      <AdvancedSearch
        value={search}
        onChange={setSearch}
        shown={shown.length}
        total={fields.length}
        searching={applied !== ''}
      />
      <HiddenErrorsNotice labels={hiddenErrors} onClearSearch={() => setSearch('')} />
      {shown.length === 0 ? (
        <Paper withBorder p="xl">
          <Stack align="center" gap="xs">
            <IconSearchOff size={32} opacity={0.5} aria-hidden />
            <Text c="dimmed" ta="center">
              {t('advanced.noMatch', { query: applied })}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <AdvancedForm
          groups={groups}
          values={form.getValues()}
          errors={errors}
          onChange={(name, value) => setSettingValue(form.setFieldValue, name, value)}
          readOnly={readOnly}
          isOwner={can('own')}
        />
      )}
      <ApplyControls
        editor={settings.editor}
        ready={settings.ready}
        online={settings.online}
        readOnly={readOnly}
      />
    </>
  );
}
