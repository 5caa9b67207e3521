/**
 * The one question every media call asks (issue 14; spec 000 §6): may this caller have this camera's video?
 * Live needs access to the camera; anything from the past also needs the archive; a download or export also
 * needs export. HLS playlists and segments, `/media`, exports and thumbnails all ask it here, with the
 * contract's `can()`, so no path serves what another refuses.
 */
import { Forbidden } from '@argus/contract';
import { can } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';

export interface MediaUse {
  /** Recorded video (the archive), not the live stream. */
  past?: boolean;
  /** A download or export of the video. */
  export?: boolean;
}

export type CameraOf = (caller: Caller, key: string) => string;

export class MediaAccess {
  /** `cameraOf`: the id of a camera the caller may see, by any key the devices module accepts; 404 otherwise. */
  constructor(private readonly cameraOf: CameraOf) {}

  /** The camera's id when the caller may have its video for this use; NotFound or Forbidden otherwise. */
  check(caller: Caller, cameraKey: string, use: MediaUse): string {
    const id = this.cameraOf(caller, cameraKey);
    const camera = { type: 'camera', id } as const;
    if (!can(caller.access, 'view', camera)) throw new Forbidden();
    if (use.past && !can(caller.access, 'viewArchive', camera)) throw new Forbidden();
    if (use.export && !can(caller.access, 'export', camera)) throw new Forbidden();
    return id;
  }
}
