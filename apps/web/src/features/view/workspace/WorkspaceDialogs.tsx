import { BookmarkDialog } from '../bookmarks/BookmarkDialog.tsx';
import { ExportDialog } from '../export/ExportDialog.tsx';
import type { TimeSpan } from '../timeline/period-layout.ts';

export type WorkspaceDialog = 'export' | 'bookmark';

export interface WorkspaceDialogsProps {
  dialog: WorkspaceDialog | null;
  cameraId: string;
  cameraName: string;
  /** The range the dialog starts with (the selection, or one around the playhead). */
  range: TimeSpan;
  recorded: TimeSpan[] | null;
  recordedDays: ReadonlySet<string>;
  nowMs: number;
  locale: string;
  /** The cameras an export may add. */
  exportable: readonly { id: string; name: string }[];
  onClose(): void;
}

/** The open camera's export or bookmark dialog, whichever is open. */
export function WorkspaceDialogs(p: WorkspaceDialogsProps) {
  if (p.dialog === 'export')
    return (
      <ExportDialog
        cameraId={p.cameraId}
        cameraName={p.cameraName}
        initialRange={p.range}
        recorded={p.recorded}
        recordedDays={p.recordedDays}
        nowMs={p.nowMs}
        locale={p.locale}
        cameras={p.exportable}
        onClose={p.onClose}
      />
    );
  if (p.dialog === 'bookmark')
    return (
      <BookmarkDialog
        cameraId={p.cameraId}
        initialRange={p.range}
        nowMs={p.nowMs}
        locale={p.locale}
        recordedDays={p.recordedDays}
        onClose={p.onClose}
      />
    );
  return null;
}
