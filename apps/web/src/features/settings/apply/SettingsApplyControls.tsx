import type { useSettingsForm } from '../useSettingsForm.ts';
import { ApplyBar } from './ApplyBar.tsx';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

interface SettingsApplyControlsProps {
  form: ReturnType<typeof useSettingsForm>;
  readOnly: boolean;
}

/** The apply bar and the unsaved-changes lock of a settings page, wired to its form. */
export function SettingsApplyControls({ form, readOnly }: SettingsApplyControlsProps) {
  const { draft } = form;
  return (
    <>
      <ApplyBar
        ready={form.ready}
        online={form.online}
        readOnly={readOnly}
        hasChanges={draft.hasChanges}
        isValid={draft.isValid}
        state={form.process.state}
        onSave={() => void form.process.run()}
        onDiscard={draft.discard}
      />
      <UnsavedChangesGuard
        locked={draft.hasChanges}
        canApply={draft.isValid}
        apply={form.apply}
        discard={draft.discard}
      />
    </>
  );
}
