/**
 * `cameraRecordingAction`: the action's cameras record for the event (rule-recording-window.ts), whatever
 * their schedules say, while they are reachable and licensed.
 */
import type { ActionContext, ActionRunner } from '../event-rules/index.ts';
import { type RuleRecordingWindows, recordForEvent, streamOf } from './rule-recording-window.ts';

export class CameraRecordingAction implements ActionRunner {
  readonly type = 'cameraRecordingAction';
  constructor(private readonly windows: RuleRecordingWindows) {}

  async run(ctx: ActionContext): Promise<void> {
    recordForEvent(
      this.windows,
      `rule ${ctx.rule.id}`,
      ctx,
      ctx.cameraIds,
      streamOf(ctx.params.streamQuality),
    );
  }
}
