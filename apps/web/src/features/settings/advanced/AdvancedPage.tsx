import { CloseButton, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/usePermissions.ts';
import { SettingsApplyControls } from '../apply/SettingsApplyControls.tsx';
import { ErrorState, LoadingState } from '../PageStates.tsx';
import { useSettingsManifest } from '../settings.api.ts';
import { useSettingsForm } from '../useSettingsForm.ts';
import { AdvancedForm } from './AdvancedForm.tsx';
import { advancedFields, filterFields, SEARCH_MAX_LENGTH, validateAdvanced } from './advanced-fields.ts';

/** /settings/advanced: every setting from the manifest, with a search box. */
export default function AdvancedPage() {
  const { t } = useTranslation('settings');
  const { isAdmin, isOwner } = usePermissions();
  const manifestQuery = useSettingsManifest();
  const validate = useMemo(() => validateAdvanced(manifestQuery.data), [manifestQuery.data]);
  const form = useSettingsForm('all', validate);
  const { draft } = form;
  const [search, setSearch] = useState('');
  const fields = useMemo(() => (form.manifest ? advancedFields(form.manifest) : []), [form.manifest]);
  const shown = useMemo(() => filterFields(fields, search), [fields, search]);

  if (form.error && !form.ready) return <ErrorState error={form.error} onRetry={form.retry} />;
  if (form.isLoading || !form.manifest) return <LoadingState rows={10} />;

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
          values={draft.values}
          errors={draft.errors}
          onChange={(name, value) => draft.setField(name, value)}
          readOnly={!isAdmin}
          isOwner={isOwner}
        />
      )}
      <SettingsApplyControls form={form} readOnly={!isAdmin} />
    </>
  );
}
