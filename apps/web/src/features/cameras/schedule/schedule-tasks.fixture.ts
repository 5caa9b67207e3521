// Test data only: imported by the schedule tests, never by the app.
/** Schedules as API clients set them: any second of the day, any metadata, tasks in any order. */
import {
  completeTask,
  DAY_S,
  METADATA_TYPES,
  RECORDING_TYPES,
  type ScheduleTask,
  STREAM_QUALITIES,
  WEEK_DAYS,
} from '@argus/contract/mediaserver';

/** A task on Monday 00:00–01:00 recording always at 15 fps, with `fields` instead where given. */
export const taskWith = (fields: Partial<ScheduleTask>): ScheduleTask =>
  completeTask({ dayOfWeek: 1, startTime: 0, endTime: 3600, ...fields }, { maxFps: 30 });

/** A small seeded random generator (mulberry32), so that a failing case can be run again. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/** Valid tasks (no two of a day overlap) with edges anywhere in the day, shuffled. */
export function randomTasks(random: () => number): ScheduleTask[] {
  const tasks: ScheduleTask[] = [];
  for (const day of WEEK_DAYS) {
    const edges = new Set<number>();
    const count = Math.floor(random() * 7);
    while (edges.size < count * 2) edges.add(Math.floor(random() * (DAY_S + 1)));
    const sorted = [...edges].sort((a, b) => a - b);
    for (let i = 0; i + 1 < sorted.length; i += 2)
      tasks.push({
        dayOfWeek: day,
        startTime: sorted[i]!,
        endTime: sorted[i + 1]!,
        recordingType: pick(random, RECORDING_TYPES),
        streamQuality: pick(random, STREAM_QUALITIES),
        fps: 1 + Math.floor(random() * 30),
        bitrateKbps: pick(random, [0, 512, 2048]),
        metadataTypes: pick(random, METADATA_TYPES),
      });
  }
  return tasks.sort(() => random() - 0.5);
}

/** The task (all but its times) recording at a second of a day, or null: what a schedule means there. */
export function recordingAt(tasks: readonly ScheduleTask[], dayOfWeek: number, second: number) {
  const task = tasks.find((t) => t.dayOfWeek === dayOfWeek && t.startTime <= second && second < t.endTime);
  if (!task) return null;
  const { dayOfWeek: _d, startTime: _s, endTime: _e, ...recording } = task;
  return recording;
}

/** Every second at which something starts or ends, and the one before it: where two schedules can differ. */
export function edgesOf(...schedules: (readonly ScheduleTask[])[]): [number, number][] {
  const out: [number, number][] = [];
  for (const tasks of schedules)
    for (const t of tasks)
      for (const s of [t.startTime, t.endTime])
        for (const at of [s - 1, s]) if (at >= 0 && at < DAY_S) out.push([t.dayOfWeek, at]);
  return out;
}
