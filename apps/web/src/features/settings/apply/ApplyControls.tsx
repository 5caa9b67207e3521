import { ApplyBar } from './ApplyBar.tsx';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';
import type { ApplyForm } from './useApplyForm.ts';

interface ApplyControlsProps<T extends object> {
  editor: ApplyForm<T>;
  /** The page's data has loaded. */
  ready: boolean;
  /** The server answers. */
  online: boolean;
  readOnly?: boolean;
}

/** The apply bar and the unsaved-changes lock of an editable page, wired to its form. */
export function ApplyControls<T extends object>({
  editor,
  ready,
  online,
  readOnly = false,
}: ApplyControlsProps<T>) {
  return (
    <>
      <ApplyBar
        ready={ready}
        online={online}
        readOnly={readOnly}
        hasChanges={editor.hasChanges}
        isValid={editor.isValid}
        state={editor.process.state}
        onSave={() => void editor.process.run()}
        onDiscard={editor.discard}
      />
      <UnsavedChangesGuard
        locked={editor.hasChanges}
        canApply={editor.isValid}
        apply={editor.apply}
        discard={editor.discard}
      />
    </>
  );
}
