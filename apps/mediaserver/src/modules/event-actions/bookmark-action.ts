/**
 * `bookmarkAction`: a bookmark on each of the action's cameras, named after the event (its caption for a
 * generic event), described with what happened, tagged with the rule's `tags` (separated by commas, or by
 * spaces when there is no comma). It starts `recordBeforeMs` before the event. An instant event's bookmark
 * lasts `durationMs`; a prolonged one's is made when it starts (as long as `durationMs`, until the end is
 * known) and is set to end `recordAfter` seconds after the event's end when that comes.
 */
import { ACTION_DEFAULTS } from '@argus/contract/mediaserver';
import type { ServerBookmarkInput } from '../bookmarks/index.ts';
import type { ActionContext, ActionRunner } from '../event-rules/index.ts';
import { eventLines, eventTitle } from './event-text.ts';

export interface BookmarkActionDeps {
  createByServer(input: ServerBookmarkInput): { id: string };
  setDurationByServer(bookmarkId: string, durationMs: number): boolean;
}

/** The tags of a rule's `tags` text. */
export function tagsOf(text: string | undefined): string[] {
  const value = (text ?? '').trim();
  if (!value) return [];
  const parts = value.includes(',') ? value.split(',') : value.split(/\s+/);
  return [...new Set(parts.map((t) => t.trim()).filter(Boolean))];
}

/** [design] How many prolonged events' bookmarks wait for their end at most (the oldest are let go). */
const MAX_OPEN = 10_000;

export class BookmarkAction implements ActionRunner {
  readonly type = 'bookmarkAction';
  /** Bookmarks of prolonged events that have started, by rule and camera: id and start. */
  private readonly open = new Map<string, { id: string; startMs: number }>();

  constructor(private readonly d: BookmarkActionDeps) {}

  async run(ctx: ActionContext): Promise<void> {
    const { event, params } = ctx;
    const beforeMs = params.recordBeforeMs ?? ACTION_DEFAULTS.recordBeforeMs;
    const afterMs = (params.recordAfter ?? ACTION_DEFAULTS.recordAfter) * 1000;
    const durationMs = params.durationMs ?? ACTION_DEFAULTS.durationMs;
    for (const cameraId of ctx.cameraIds) {
      const key = `${ctx.rule.id}\n${cameraId}`;
      if (event.state === 'Inactive') {
        const started = this.open.get(key);
        if (!started) continue;
        this.open.delete(key);
        this.d.setDurationByServer(started.id, event.timestampMs + afterMs - started.startMs);
        continue;
      }
      const startMs = event.timestampMs - beforeMs;
      const made = this.d.createByServer({
        deviceId: cameraId,
        name: eventTitle(event, ctx.resourceName),
        description: eventLines(event, ctx.resourceName, ctx.aggregationCount).join('\n'),
        startMs,
        durationMs,
        tags: tagsOf(params.tags),
      });
      if (event.state === 'Active') this.remember(key, { id: made.id, startMs });
    }
  }

  private remember(key: string, started: { id: string; startMs: number }): void {
    this.open.delete(key);
    this.open.set(key, started);
    if (this.open.size > MAX_OPEN) this.open.delete(this.open.keys().next().value!);
  }
}
