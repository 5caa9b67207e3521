/**
 * The recording window an event asks for (`cameraRecordingAction`, `panicRecordingAction`): from
 * `recordBeforeMs` before the event. An instant event records for `durationMs`; a prolonged one opens a window
 * of at most `durationMs` when it starts, which its end closes `recordAfter` seconds later. The stream follows
 * `streamQuality`: `low` and `lowest` record the secondary stream where the camera has one, every other
 * quality the primary. [design] `fps` is not applied: recorders copy the camera's stream without re-encoding.
 */
import { ACTION_DEFAULTS } from '@argus/contract/mediaserver';
import type { ActionContext } from '../event-rules/index.ts';

export type RecordedStream = 'primary' | 'secondary';

/** The recording manager's rule windows (recording/rule-recordings.ts). */
export interface RuleRecordingWindows {
  record(
    key: string,
    window: { cameraId: string; fromMs: number; untilMs: number; stream: RecordedStream },
  ): void;
  endAt(key: string, untilMs: number): boolean;
}

export function streamOf(quality: string | undefined): RecordedStream {
  return quality === 'low' || quality === 'lowest' ? 'secondary' : 'primary';
}

/** Opens or closes the windows of an event on these cameras, keyed by `scope` (the rule or panic) and camera. */
export function recordForEvent(
  windows: RuleRecordingWindows,
  scope: string,
  ctx: Pick<ActionContext, 'event' | 'params'>,
  cameraIds: readonly string[],
  stream: RecordedStream,
): void {
  const { event, params } = ctx;
  const at = event.timestampMs;
  for (const cameraId of cameraIds) {
    const key = `${scope}\n${cameraId}`;
    if (event.state === 'Inactive') {
      windows.endAt(key, at + (params.recordAfter ?? ACTION_DEFAULTS.recordAfter) * 1000);
      continue;
    }
    windows.record(key, {
      cameraId,
      fromMs: at - (params.recordBeforeMs ?? ACTION_DEFAULTS.recordBeforeMs),
      untilMs: at + (params.durationMs ?? ACTION_DEFAULTS.durationMs),
      stream,
    });
  }
}
