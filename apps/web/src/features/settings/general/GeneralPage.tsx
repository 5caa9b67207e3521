import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/usePermissions.ts';
import { SettingsApplyControls } from '../apply/SettingsApplyControls.tsx';
import { ErrorState, LoadingState } from '../PageStates.tsx';
import { useSettingsForm } from '../useSettingsForm.ts';
import { GeneralForm } from './GeneralForm.tsx';
import { GENERAL_SETTING_NAMES, validateGeneral } from './general-fields.ts';

/** /settings: system name, system and security settings, e-mail. Read-only for non-admins. */
export default function GeneralPage() {
  const { t } = useTranslation('settings');
  const { isAdmin, isOwner } = usePermissions();
  const form = useSettingsForm(GENERAL_SETTING_NAMES, validateGeneral);
  const { draft } = form;
  const readOnly = !isAdmin;

  if (form.error && !form.ready) return <ErrorState error={form.error} onRetry={form.retry} />;
  if (form.isLoading || !form.manifest) return <LoadingState rows={8} />;

  return (
    <>
      {readOnly && (
        <Alert color="gray" mb="md">
          {t('general.readOnlyNotice')}
        </Alert>
      )}
      <GeneralForm
        values={draft.values}
        errors={draft.errors}
        manifest={form.manifest}
        onChange={(name, value) => draft.setField(name, value)}
        readOnly={readOnly}
        isOwner={isOwner}
      />
      <SettingsApplyControls form={form} readOnly={readOnly} />
    </>
  );
}
