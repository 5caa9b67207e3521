/**
 * Aggregation (spec 000 §3, Nx behaviour): with a period > 0, the first event of a rule (per event resource)
 * runs the action at once and opens a window of that many seconds; later events in the window are only
 * counted, and when the window ends the action runs once more for the last of them with `aggregationCount`
 * = how many there were. A window without later events ends silently. The next event opens a new window.
 */
import type { EventRule } from '@argus/contract/mediaserver';
import type { VmsEvent } from './vms-event.ts';

export type Fire = (rule: EventRule, event: VmsEvent, aggregationCount: number) => void;

interface Window {
  count: number;
  last: VmsEvent;
  rule: EventRule;
  timer: ReturnType<typeof setTimeout>;
}

export class Aggregator {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly fire: Fire) {}

  offer(rule: EventRule, event: VmsEvent): void {
    if (rule.aggregationPeriod <= 0) {
      this.fire(rule, event, 1);
      return;
    }
    const key = `${rule.id}\n${event.resourceId ?? ''}`;
    const open = this.windows.get(key);
    if (open) {
      open.count += 1;
      open.last = event;
      open.rule = rule;
      return;
    }
    this.fire(rule, event, 1);
    const timer = setTimeout(() => this.close(key), rule.aggregationPeriod * 1000);
    timer.unref?.();
    this.windows.set(key, { count: 0, last: event, rule, timer });
  }

  private close(key: string): void {
    const window = this.windows.get(key);
    if (!window) return;
    this.windows.delete(key);
    if (window.count > 0) this.fire(window.rule, window.last, window.count);
  }

  /** Drops every open window without running anything (the server stops). */
  clear(): void {
    for (const window of this.windows.values()) clearTimeout(window.timer);
    this.windows.clear();
  }
}
