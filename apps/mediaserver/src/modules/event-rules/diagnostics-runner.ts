/** `diagnosticsAction`: the event goes to the server log at `info`, nothing else. */
import type { ActionRunner } from './action-runner.ts';

export type InfoLog = (message: string, fields: Record<string, unknown>) => void;

export function diagnosticsRunner(info: InfoLog): ActionRunner {
  return {
    type: 'diagnosticsAction',
    run: async (ctx) => {
      info('Event rule diagnostics', {
        ruleId: ctx.rule.id,
        eventType: ctx.event.type,
        eventState: ctx.event.state,
        resourceId: ctx.event.resourceId ?? '',
        resourceName: ctx.resourceName,
        caption: ctx.event.caption ?? '',
        description: ctx.event.description ?? '',
        aggregationCount: ctx.aggregationCount,
      });
    },
  };
}
