import { usePermissions } from '../../auth/usePermissions.ts';
import { ApplyControls } from '../apply/ApplyControls.tsx';
import { BackupSection } from '../backup/BackupSection.tsx';
import { RestoreOutcomeAlert } from '../backup/RestoreOutcomeAlert.tsx';
import { CloudSection } from '../cloud/CloudSection.tsx';
import { ErrorState, LoadingState } from '../PageStates.tsx';
import { setSettingValue } from '../settings-values.ts';
import { useSettingsForm } from '../useSettingsForm.ts';
import { FirstCameraCard } from './FirstCameraCard.tsx';
import { GeneralForm } from './GeneralForm.tsx';
import { GENERAL_SETTING_NAMES, validateGeneral } from './general-fields.ts';

/**
 * /settings for administrators: "Add your first camera" while there is none, system name, system and security
 * settings, e-mail; the cloud connection and backup and restore for the owner. Other users get the system overview instead (SettingsHomePage).
 */
export default function GeneralPage() {
  const { can } = usePermissions();
  const settings = useSettingsForm(GENERAL_SETTING_NAMES, validateGeneral);
  const { form } = settings.editor;
  const isOwner = can('own');

  if (settings.error && !settings.ready)
    return <ErrorState error={settings.error} onRetry={settings.retry} />;
  if (settings.isLoading || !settings.manifest) return <LoadingState rows={8} />;

  return (
    <>
      <RestoreOutcomeAlert />
      <FirstCameraCard />
      <GeneralForm
        values={form.getValues()}
        errors={form.errors}
        manifest={settings.manifest}
        onChange={(name, value) => setSettingValue(form.setFieldValue, name, value)}
        isOwner={isOwner}
      />
      {isOwner && <CloudSection />}
      {isOwner && <BackupSection online={settings.online} hasUnsavedChanges={settings.editor.hasChanges} />}
      <ApplyControls editor={settings.editor} ready={settings.ready} online={settings.online} />
    </>
  );
}
