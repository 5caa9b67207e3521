import type { EventReason, EventState, EventType } from '@argus/contract/mediaserver';
export interface VmsEvent {
  type: EventType;
  state: EventState;
  timestampMs: number;
  serverId: string;
  resourceId?: string;
  reasonCode?: EventReason;
  caption?: string;
  description?: string;
  source?: string;
  cameraRefs?: string[];
  inputPortId?: string;
}
