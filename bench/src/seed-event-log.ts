/**
 * A big event log for the benchmarks, written straight into the data dir of a stopped server by the server's
 * own code (openDatabase and EventLogRepository.insertMany of apps/mediaserver), so every row is what the
 * server writes. The server offers no faster real path: a million records through `/api/createEvent` would
 * take longer than the benchmark itself. Records are spread evenly over a time span ending now, over a few
 * cameras, event types and rules, each picked by a fixed pseudo-random sequence (the same log every run).
 */
import { randomUUID } from 'node:crypto';
import type { ActionType, EventType } from '@argus/contract/mediaserver';
import { openDatabase } from '../../apps/mediaserver/src/db/database.ts';
import { EventLogRepository } from '../../apps/mediaserver/src/modules/event-log/event-log.repository.ts';
import { randomSequence } from './random-sequence.ts';

export interface SeedEventLogOptions {
  records: number;
  /** The span the records cover, ending at `endMs`. */
  spanMs: number;
  endMs: number;
  cameras: number;
  rules: number;
  serverId: string;
}

export interface SeededEventLog {
  cameraIds: string[];
  ruleIds: string[];
  eventTypes: readonly EventType[];
}

const EVENT_TYPES: readonly EventType[] = [
  'cameraMotionEvent',
  'cameraInputEvent',
  'cameraDisconnectEvent',
  'userDefinedEvent',
  'analyticsSdkEvent',
];
const ACTION_TYPES: readonly ActionType[] = ['diagnosticsAction', 'bookmarkAction', 'execHttpRequestAction'];
const BATCH = 10_000;

export function seedEventLog(dataDir: string, options: SeedEventLogOptions): SeededEventLog {
  const cameraIds = Array.from({ length: options.cameras }, () => randomUUID());
  const ruleIds = Array.from({ length: options.rules }, () => randomUUID());
  const random = randomSequence(17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const db = openDatabase(dataDir);
  try {
    const repo = new EventLogRepository(db);
    const stepMs = options.spanMs / options.records;
    const startMs = options.endMs - options.spanMs;
    for (let done = 0; done < options.records; done += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, options.records - done) }, (_, k) => {
        const cameraId = pick(cameraIds);
        const eventType = pick(EVENT_TYPES);
        return {
          timestampMs: Math.floor(startMs + (done + k) * stepMs),
          eventType,
          actionType: pick(ACTION_TYPES),
          ruleId: pick(ruleIds),
          resourceId: eventType === 'userDefinedEvent' ? '' : cameraId,
          cameraIds: [cameraId],
          resourceName: eventType === 'userDefinedEvent' ? 'Door controller' : 'Bench camera',
          serverId: options.serverId,
          caption: eventType === 'userDefinedEvent' ? 'Door forced' : '',
          description: eventType === 'userDefinedEvent' ? 'Gate 3' : '',
          actionParams: { durationMs: 5000 },
        };
      });
      repo.insertMany(rows);
    }
  } finally {
    db.$client.close();
  }
  return { cameraIds, ruleIds, eventTypes: EVENT_TYPES };
}
