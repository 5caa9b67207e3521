/**
 * Camera disconnects and reconnects as events of the rules (media-server-api §5.10). It follows the devices
 * table (the status monitor writes what it observes there): a camera of this server that was reachable
 * (Online or Recording) and is now Offline or Unauthorized raises `cameraDisconnectEvent` Active; one that
 * comes back after such an event raises the same event Inactive ([design] Nx has no reconnect event type of its
 * own). The statuses a start finds, and cameras added later, are taken as they are: only a change is an event,
 * so a new camera that comes online for the first time is no reconnect.
 */
import { type DeviceStatus, type EventReason, isReachableStatus } from '@argus/contract/mediaserver';
import type { LongLived } from '@argus/server-kit/lifecycle';
import type { VmsEvent } from '../event-rules/index.ts';

export interface CameraDisconnectSourceDeps {
  thisServerId: string;
  cameras: () => readonly { id: string; serverId: string; status: DeviceStatus }[];
  /** Calls the listener when the devices table changes; returns the unfollow. */
  follow: (listener: () => void) => () => void;
  clock: () => number;
  emit: (event: VmsEvent) => void;
}

const LOST_STATUSES: readonly DeviceStatus[] = ['Offline', 'Unauthorized'];

/** Why a camera is disconnected, as the event log says it. */
function disconnectReason(status: DeviceStatus): { reasonCode: EventReason; description: string } {
  return status === 'Unauthorized'
    ? { reasonCode: 'none', description: 'The camera refuses the stored credentials' }
    : { reasonCode: 'networkNoResponseFromDevice', description: 'The camera does not answer' };
}

export class CameraDisconnectSource implements LongLived {
  readonly name = 'camera disconnect events';
  /** What was last seen of each camera: reachable, lost before it was known reachable, or lost and told. */
  private readonly seen = new Map<string, 'reachable' | 'lost' | 'reported'>();
  private unfollow: (() => void) | null = null;

  constructor(private readonly d: CameraDisconnectSourceDeps) {}

  start(): void {
    this.seen.clear();
    this.look(false);
    this.unfollow = this.d.follow(() => this.look(true));
  }

  stop(): void {
    this.unfollow?.();
    this.unfollow = null;
  }

  /** Compares every camera of this server with what was last seen; `report` emits the changes. */
  look(report: boolean): void {
    const present = new Set<string>();
    for (const camera of this.d.cameras()) {
      if (camera.serverId !== this.d.thisServerId) continue;
      present.add(camera.id);
      const before = this.seen.get(camera.id);
      if (isReachableStatus(camera.status)) {
        this.seen.set(camera.id, 'reachable');
        if (report && before === 'reported')
          this.emit(camera.id, 'Inactive', { reasonCode: 'none', description: 'The camera answers again' });
      } else if (LOST_STATUSES.includes(camera.status)) {
        const lostNow = report && before === 'reachable';
        this.seen.set(camera.id, lostNow || before === 'reported' ? 'reported' : 'lost');
        if (lostNow) this.emit(camera.id, 'Active', disconnectReason(camera.status));
      }
    }
    for (const id of this.seen.keys()) if (!present.has(id)) this.seen.delete(id);
  }

  private emit(
    cameraId: string,
    state: 'Active' | 'Inactive',
    why: { reasonCode: EventReason; description: string },
  ): void {
    this.d.emit({
      type: 'cameraDisconnectEvent',
      state,
      timestampMs: this.d.clock(),
      serverId: this.d.thisServerId,
      resourceId: cameraId,
      ...why,
    });
  }
}
