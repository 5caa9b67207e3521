import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, inTransaction, openDatabase } from '../src/db/database.ts';
import { EventLogRepository, EventLogRetention, EventLogWriter } from '../src/modules/event-log/index.ts';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 27, 12);
const dirs: string[] = [];
const dbs: Db[] = [];

afterEach(() => {
  for (const db of dbs.splice(0)) db.$client.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function log(limits: { periodDays: number; maxRecords: number }) {
  const dir = mkdtempSync(join(tmpdir(), 'argus-event-log-'));
  dirs.push(dir);
  const db = openDatabase(dir);
  dbs.push(db);
  const repo = new EventLogRepository(db);
  const retention = new EventLogRetention(
    repo,
    { periodDays: () => limits.periodDays, maxRecords: () => limits.maxRecords },
    () => NOW,
  );
  const writer = new EventLogWriter(
    (rows) => {
      repo.insertMany(rows);
      retention.written(rows.length);
    },
    (error) => {
      throw error;
    },
    { batchSize: 10 },
  );
  const add = (timestampMs: number, caption = '') =>
    writer.add({
      timestampMs,
      eventType: 'userDefinedEvent',
      actionType: 'diagnosticsAction',
      ruleId: 'r',
      cameraIds: [],
      serverId: 's',
      caption,
      actionParams: {},
    });
  const all = () => repo.find({ fromMs: 0, toMs: Number.MAX_SAFE_INTEGER, limit: 1_000_000 });
  return { repo, retention, writer, add, all };
}

describe('event log retention', () => {
  it('lets the log exceed the maximum by 20%, then trims it to the maximum, keeping the newest', () => {
    const l = log({ periodDays: 30, maxRecords: 100 });
    for (let i = 0; i < 120; i++) l.add(NOW - 1000 + i);
    l.writer.flush();
    expect(l.repo.count()).toBe(120);
    l.add(NOW + 500, 'newest');
    l.writer.flush();
    expect(l.repo.count()).toBe(100);
    const kept = l.all();
    expect(kept.at(-1)!.caption).toBe('newest');
    expect(kept[0]!.timestampMs).toBe(NOW - 1000 + 21);
  });

  it('drops records older than the period', () => {
    const l = log({ periodDays: 30, maxRecords: 1000 });
    l.add(NOW - 31 * DAY_MS, 'old');
    l.add(NOW - 29 * DAY_MS, 'recent');
    l.writer.flush();
    l.retention.enforce();
    expect(l.all().map((r) => r.caption)).toEqual(['recent']);
  });

  it('writes a full batch at once and the rest when flushed', () => {
    const l = log({ periodDays: 30, maxRecords: 1000 });
    for (let i = 0; i < 15; i++) l.add(NOW + i);
    expect(l.repo.count()).toBe(10);
    l.writer.flush();
    expect(l.repo.count()).toBe(15);
  });
});

describe('event log writes', () => {
  const synchronous = (db: Db) => db.$client.pragma('synchronous', { simple: true });
  const row = (caption: string) => ({
    timestampMs: NOW,
    eventType: 'userDefinedEvent' as const,
    actionType: 'diagnosticsAction' as const,
    ruleId: 'r',
    cameraIds: [],
    serverId: 's',
    caption,
    actionParams: {},
  });

  it('writes a batch and leaves the database durable (synchronous FULL) for its other writes', () => {
    const l = log({ periodDays: 30, maxRecords: 100 });
    const db = dbs.at(-1)!;
    expect(synchronous(db)).toBe(2);
    l.repo.insertMany([row('a'), row('b')]);
    expect(l.all().map((r) => r.caption)).toEqual(['a', 'b']);
    expect(synchronous(db)).toBe(2);
  });

  it('reads a record back as written, with the defaults for what it left out', () => {
    const l = log({ periodDays: 30, maxRecords: 100 });
    l.repo.insertMany([
      row('plain'),
      {
        ...row('full'),
        resourceId: 'cam',
        cameraIds: ['cam', 'other'],
        resourceName: 'Gate',
        reasonCode: 'networkIssue',
        description: 'Gate 3',
        actionParams: { durationMs: 5000, tags: 'a b' },
        aggregationCount: 3,
      },
    ]);
    const [plain, full] = l.all();
    expect(plain).toMatchObject({
      resourceId: '',
      cameraIds: [],
      resourceName: '',
      reasonCode: 'none',
      description: '',
      actionParams: {},
      aggregationCount: 1,
    });
    expect(full).toMatchObject({
      timestampMs: NOW,
      eventType: 'userDefinedEvent',
      actionType: 'diagnosticsAction',
      ruleId: 'r',
      resourceId: 'cam',
      cameraIds: ['cam', 'other'],
      resourceName: 'Gate',
      serverId: 's',
      reasonCode: 'networkIssue',
      caption: 'full',
      description: 'Gate 3',
      actionParams: { durationMs: 5000, tags: 'a b' },
      aggregationCount: 3,
    });
  });

  it('joins a surrounding transaction as it is, and is undone with it', () => {
    const l = log({ periodDays: 30, maxRecords: 100 });
    const db = dbs.at(-1)!;
    expect(() =>
      inTransaction(db, () => {
        l.repo.insertMany([row('a')]);
        expect(synchronous(db)).toBe(2);
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    expect(l.all()).toEqual([]);
    expect(synchronous(db)).toBe(2);
  });
});
