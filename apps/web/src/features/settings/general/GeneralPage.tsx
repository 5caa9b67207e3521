import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/usePermissions.ts';
import { ApplyControls } from '../apply/ApplyControls.tsx';
import { BackupSection } from '../backup/BackupSection.tsx';
import { ErrorState, LoadingState } from '../PageStates.tsx';
import { setSettingValue } from '../settings-values.ts';
import { useSettingsForm } from '../useSettingsForm.ts';
import { GeneralForm } from './GeneralForm.tsx';
import { GENERAL_SETTING_NAMES, validateGeneral } from './general-fields.ts';

/**
 * /settings: system name, system and security settings, e-mail; backup and restore for the owner. Read-only
 * for non-admins.
 */
export default function GeneralPage() {
  const { t } = useTranslation('settings');
  const { can } = usePermissions();
  const settings = useSettingsForm(GENERAL_SETTING_NAMES, validateGeneral);
  const { form } = settings.editor;
  const readOnly = !can('administer');
  const isOwner = can('own');

  if (settings.error && !settings.ready)
    return <ErrorState error={settings.error} onRetry={settings.retry} />;
  if (settings.isLoading || !settings.manifest) return <LoadingState rows={8} />;

  return (
    <>
      {readOnly && (
        <Alert color="gray" mb="md">
          {t('general.readOnlyNotice')}
        </Alert>
      )}
      <GeneralForm
        values={form.getValues()}
        errors={form.errors}
        manifest={settings.manifest}
        onChange={(name, value) => setSettingValue(form.setFieldValue, name, value)}
        readOnly={readOnly}
        isOwner={isOwner}
      />
      {isOwner && <BackupSection online={settings.online} hasUnsavedChanges={settings.editor.hasChanges} />}
      <ApplyControls
        editor={settings.editor}
        ready={settings.ready}
        online={settings.online}
        readOnly={readOnly}
      />
    </>
  );
}
