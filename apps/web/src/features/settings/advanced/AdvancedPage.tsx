import { CloseButton, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/usePermissions.ts';
import { ApplyControls } from '../apply/ApplyControls.tsx';
import { ErrorState, LoadingState } from '../PageStates.tsx';
import { useSettingsManifest } from '../settings.api.ts';
import { setSettingValue } from '../settings-values.ts';
import { useSettingsForm } from '../useSettingsForm.ts';
import { AdvancedForm } from './AdvancedForm.tsx';
import { advancedFields, filterFields, SEARCH_MAX_LENGTH, validateAdvanced } from './advanced-fields.ts';

/** /settings/advanced: every setting from the manifest, with a search box. */
export default function AdvancedPage() {
  const { t } = useTranslation('settings');
  const { can } = usePermissions();
  const manifestQuery = useSettingsManifest();
  const validate = useMemo(() => validateAdvanced(manifestQuery.data), [manifestQuery.data]);
  const settings = useSettingsForm('all', validate);
  const { form } = settings.editor;
  const [search, setSearch] = useState('');
  const fields = useMemo(
    () => (settings.manifest ? advancedFields(settings.manifest) : []),
    [settings.manifest],
  );
  const shown = useMemo(() => filterFields(fields, search), [fields, search]);
  const readOnly = !can('administer');

  if (settings.error && !settings.ready)
    return <ErrorState error={settings.error} onRetry={settings.retry} />;
  if (settings.isLoading || !settings.manifest) return <LoadingState rows={10} />;

  return (
    <>
      <TextInput
        mb="md"
        type="search"
        aria-label={t('advanced.search')}
        placeholder={t('advanced.search')}
        leftSection={<IconSearch size={16} />}
        rightSection={
          search ? <CloseButton aria-label={t('advanced.clearSearch')} onClick={() => setSearch('')} /> : null
        }
        value={search}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('advanced.noMatch')}
        </Text>
      ) : (
        <AdvancedForm
          fields={shown}
          values={form.getValues()}
          errors={form.errors}
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
