/**
 * The server's own bus events as events of the rules (media-server-api §5.10): a storage failure
 * (`storageFailureEvent`, `storageIoError`), motion (`cameraMotionEvent`, Active and Inactive), a recorder
 * that lost its stream (`networkIssueEvent`), cameras that lost their license (`licenseIssueEvent`), and an archive rebuild that ran to its end (`backupFinishedEvent`
 * [design]: 5.1 has no rebuild event; the rebuild re-reads an archive as a backup restores one).
 */
import type { ServerEventBus } from '../../events/event-bus.ts';

/** Starts translating; returns the function that stops it. */
export function translateBusEvents(bus: ServerEventBus, thisServerId: string): () => void {
  const emit = bus.emit.bind(bus, 'vmsEvent');
  const stops = [
    bus.on('storageFailure', (e) =>
      emit({
        type: 'storageFailureEvent',
        state: 'Undefined',
        timestampMs: e.timestampMs,
        serverId: e.serverId,
        resourceId: e.storageId,
        reasonCode: e.reason,
        caption: e.url,
        description: 'The storage cannot be read or written',
      }),
    ),
    bus.on('cameraMotion', (e) =>
      emit({
        type: 'cameraMotionEvent',
        state: e.state,
        timestampMs: e.timestampMs,
        serverId: thisServerId,
        resourceId: e.cameraId,
      }),
    ),
    bus.on('streamLost', (e) =>
      emit({
        type: 'networkIssueEvent',
        state: 'Undefined',
        timestampMs: e.timestampMs,
        serverId: thisServerId,
        resourceId: e.cameraId,
        reasonCode: e.reason,
        description:
          e.reason === 'networkNoFrame'
            ? `No frames from the ${e.quality === 'hi' ? 'primary' : 'secondary'} stream`
            : `The ${e.quality === 'hi' ? 'primary' : 'secondary'} stream's connection closed`,
      }),
    ),
    bus.on('licenseIssue', (e) =>
      emit({
        type: 'licenseIssueEvent',
        state: 'Undefined',
        timestampMs: e.timestampMs,
        serverId: e.serverId,
        resourceId: e.serverId,
        reasonCode: e.reason,
        caption: 'Not enough licenses',
        description: `${e.cameraIds.length} camera(s) stopped recording: no license channel is left for them`,
      }),
    ),
    bus.on('archiveRebuilt', (e) =>
      emit({
        type: 'backupFinishedEvent',
        state: 'Undefined',
        timestampMs: e.timestampMs,
        serverId: e.serverId,
        resourceId: e.serverId,
        reasonCode: 'none',
        caption: 'Archive rebuild finished',
        description: `${e.chunks} chunks indexed in the ${e.pool} storages`,
      }),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
