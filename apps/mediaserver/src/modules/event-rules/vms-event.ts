/**
 * An event as the rules engine reads it (media-server-api §5.10): every source (camera disconnects, storage
 * failures, server start, generic events from `/api/createEvent`, ...) emits one on the bus as `vmsEvent`.
 */
import type { EventReason, EventState, EventType } from '@argus/contract/mediaserver';

export interface VmsEvent {
  type: EventType;
  /** `Active`/`Inactive` for prolonged events; `Undefined` for instant ones. */
  state: EventState;
  timestampMs: number;
  /** The server the event happened on. */
  serverId: string;
  /** The camera (camera events) or the server or storage id. */
  resourceId?: string;
  reasonCode?: EventReason;
  caption?: string;
  description?: string;
  /** Generic events: the `source`, matched against a rule's `resourceName`. */
  source?: string;
  /** Generic events: `metadata.cameraRefs`, resolved to camera ids. */
  cameraRefs?: string[];
  inputPortId?: string;
}
