/**
 * The bus's older, specific events as the rules engine's VmsEvents: a storage failure and motion on a camera
 * (their sources emit them for health and recording too).
 */
import type { ServerEventBus } from '../../events/event-bus.ts';

export function storageFailureTranslation(bus: ServerEventBus): () => void {
  return bus.on('storageFailure', (e) =>
    bus.emit('vmsEvent', {
      type: 'storageFailureEvent',
      state: 'Undefined',
      timestampMs: e.timestampMs,
      serverId: e.serverId,
      resourceId: e.storageId,
      reasonCode: e.reason,
      caption: e.url,
    }),
  );
}

export function cameraMotionTranslation(thisServerId: string) {
  return (bus: ServerEventBus): (() => void) =>
    bus.on('cameraMotion', (e) =>
      bus.emit('vmsEvent', {
        type: 'cameraMotionEvent',
        state: e.state,
        timestampMs: e.timestampMs,
        serverId: thisServerId,
        resourceId: e.cameraId,
      }),
    );
}
