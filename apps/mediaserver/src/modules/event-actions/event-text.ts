/**
 * What an event is in words a person reads (English: the server's e-mails, bookmark names and HTTP bodies
 * are not localised), from its type, state and reason (media-server-api §5.10).
 */
import type { EventReason, EventType } from '@argus/contract/mediaserver';
import type { VmsEvent } from '../event-rules/index.ts';

const EVENT_NAMES: Partial<Record<EventType, string>> = {
  cameraMotionEvent: 'Motion on camera',
  cameraInputEvent: 'Input signal on camera',
  cameraDisconnectEvent: 'Camera disconnected',
  storageFailureEvent: 'Storage issue',
  networkIssueEvent: 'Network issue',
  cameraIpConflictEvent: 'Camera IP conflict',
  serverFailureEvent: 'Server failure',
  serverConflictEvent: 'Server conflict',
  serverStartEvent: 'Server started',
  licenseIssueEvent: 'License issue',
  backupFinishedEvent: 'Archive backup finished',
  softwareTriggerEvent: 'Soft trigger',
  analyticsSdkEvent: 'Analytics event',
  analyticsSdkObjectDetected: 'Object detected',
  pluginDiagnosticEvent: 'Plugin diagnostic event',
  poeOverBudgetEvent: 'PoE over budget',
  fanErrorEvent: 'Fan error',
  serverCertificateError: 'Server certificate error',
  userDefinedEvent: 'Generic event',
};

const REASONS: Partial<Record<EventReason, string>> = {
  networkNoFrame: 'no frames from the camera',
  networkConnectionClosed: 'the connection to the camera was closed',
  networkRtpPacketLoss: 'packets from the camera were lost',
  networkNoResponseFromDevice: 'the camera does not answer',
  serverTerminated: 'the server stopped unexpectedly',
  serverStarted: 'the server started',
  storageIoError: 'the storage cannot be read or written',
  storageTooSlow: 'the storage is too slow',
  storageFull: 'the storage is full',
  systemStorageFull: 'the system disk is full',
  licenseRemoved: 'a license was removed',
};

/** The event's name: a camera reconnecting is its disconnect event ending. */
export function eventName(event: Pick<VmsEvent, 'type' | 'state'>): string {
  if (event.type === 'cameraDisconnectEvent' && event.state === 'Inactive') return 'Camera reconnected';
  const name = EVENT_NAMES[event.type] ?? event.type;
  return event.state === 'Inactive' ? `${name} ended` : name;
}

/** The reason in words; empty for none or one without words. */
export function reasonText(reason: EventReason | undefined): string {
  return (reason && REASONS[reason]) ?? '';
}

/** A one-line title: the event and what it happened to (`Camera disconnected: Entrance`). */
export function eventTitle(event: VmsEvent, resourceName: string): string {
  const caption = event.type === 'userDefinedEvent' && event.caption ? event.caption : '';
  const subject = resourceName || event.source || '';
  return [eventName(event), caption || subject].filter(Boolean).join(': ');
}

/** The lines that say what happened, when, where and why. */
export function eventLines(event: VmsEvent, resourceName: string, aggregationCount = 1): string[] {
  const reason = reasonText(event.reasonCode);
  return [
    `Event: ${eventName(event)}`,
    ...(resourceName ? [`Source: ${resourceName}`] : []),
    ...(event.source ? [`Reported by: ${event.source}`] : []),
    `Time: ${new Date(event.timestampMs).toISOString()}`,
    ...(reason ? [`Reason: ${reason}`] : []),
    ...(event.caption ? [`Caption: ${event.caption}`] : []),
    ...(event.description ? [`Description: ${event.description}`] : []),
    ...(aggregationCount > 1 ? [`Occurrences: ${aggregationCount}`] : []),
  ];
}
