/**
 * `panicRecordingAction`: every camera of this server records its primary stream for the event
 * (rule-recording-window.ts), whatever their schedules say, while they are reachable and licensed.
 */
import type { ActionContext, ActionRunner } from '../event-rules/index.ts';
import { type RuleRecordingWindows, recordForEvent } from './rule-recording-window.ts';

export class PanicRecordingAction implements ActionRunner {
  readonly type = 'panicRecordingAction';
  constructor(
    private readonly windows: RuleRecordingWindows,
    /** The cameras of this server. */
    private readonly cameraIds: () => readonly string[],
  ) {}

  async run(ctx: ActionContext): Promise<void> {
    recordForEvent(this.windows, `panic ${ctx.rule.id}`, ctx, this.cameraIds(), 'primary');
  }
}
