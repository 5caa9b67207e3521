import type { DisplayedCameraStatus } from '@argus/contract/mediaserver';

/** The status icons of the console (spec 000 §4): archive, offline, recording, scheduled, unauthorized, online. */
export type CameraStatusIcon = 'archive' | 'offline' | 'recording' | 'scheduled' | 'unauthorized' | 'online';

export interface CameraStatusLook {
  icon: CameraStatusIcon;
  /** Mantine colour of the icon and badge. */
  color: string;
  /** Key of the status text in the `cameras` namespace. */
  textKey: `status.${CameraStatusIcon}`;
}

const LOOKS: Record<DisplayedCameraStatus, CameraStatusLook> = {
  Online: { icon: 'online', color: 'teal', textKey: 'status.online' },
  Recording: { icon: 'recording', color: 'red', textKey: 'status.recording' },
  Scheduled: { icon: 'scheduled', color: 'blue', textKey: 'status.scheduled' },
  Unauthorized: { icon: 'unauthorized', color: 'orange', textKey: 'status.unauthorized' },
  Offline: { icon: 'offline', color: 'gray', textKey: 'status.offline' },
  // A camera the server has not checked yet, or one it no longer serves: only its archive is left.
  NotDefined: { icon: 'archive', color: 'gray', textKey: 'status.archive' },
};

/** How the console shows a displayed status (contract `displayedCameraStatus`). */
export function cameraStatusLook(status: DisplayedCameraStatus): CameraStatusLook {
  return LOOKS[status];
}
