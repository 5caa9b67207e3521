import { useMemo } from 'react';
import { usePermissions } from '../../auth/usePermissions.ts';
import type { ListedCamera } from '../../cameras/list/camera-search.ts';

export interface WorkspaceAccess {
  canViewArchive: boolean;
  /** Export the open camera's archive. */
  canExport: boolean;
  canViewBookmarks: boolean;
  canBookmark: boolean;
  canEditCameras: boolean;
  /** The cameras an export may add for the same range: those the caller may export (made once per list). */
  exportable: readonly { id: string; name: string }[];
}

/** What the caller may do on the open camera (`can()` on the server's answer). */
export function useWorkspaceAccess(cameraId: string, cameras: readonly ListedCamera[]): WorkspaceAccess {
  const { can } = usePermissions();
  const ref = { type: 'camera', id: cameraId } as const;
  const canViewArchive = can('viewArchive', ref);
  const exportable = useMemo(
    () =>
      cameras
        .filter(
          (c) =>
            can('export', { type: 'camera', id: c.id }) && can('viewArchive', { type: 'camera', id: c.id }),
        )
        .map((c) => ({ id: c.id, name: c.name })),
    [cameras, can],
  );
  return {
    canViewArchive,
    canExport: can('export', ref) && canViewArchive,
    canViewBookmarks: can('viewBookmarks'),
    canBookmark: can('manageBookmarks') && canViewArchive,
    canEditCameras: can('editCameras'),
    exportable,
  };
}
