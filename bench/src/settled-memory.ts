/**
 * This process's memory once the garbage is collected and the allocators have handed back what they freed: a
 * full GC (exposed at run time, so the process needs no node flag) once a second until the resident size
 * holds still for a few readings (V8 and malloc give pages back some seconds after a burst of work). For
 * deltas between two states of the same process, e.g. before and after something was set up.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pause } from './http.ts';
import { median } from './stats.ts';

export interface SettledMemory {
  heapUsedBytes: number;
  /** Memory of JavaScript objects held outside the heap (Buffers, ArrayBuffers). */
  externalBytes: number;
  rssBytes: number;
  /** Readings it took for the resident size to hold still (`maxReadings` if it never did). */
  readings: number;
}

/** Readings in a row whose resident sizes are within STILL_BYTES of one another. */
const STILL_READINGS = 3;
const STILL_BYTES = 256 * 1024;

let exposed: (() => void) | undefined;

function garbageCollector(): () => void {
  if (!exposed) {
    setFlagsFromString('--expose-gc');
    exposed = runInNewContext('gc') as () => void;
  }
  return exposed;
}

export async function settledMemory(maxReadings = 30): Promise<SettledMemory> {
  const collect = garbageCollector();
  const readings: NodeJS.MemoryUsage[] = [];
  for (;;) {
    collect();
    await pause(readings.length ? 1000 : 100);
    readings.push(process.memoryUsage());
    const last = readings.slice(-STILL_READINGS);
    const rss = last.map((r) => r.rss);
    const still = last.length === STILL_READINGS && Math.max(...rss) - Math.min(...rss) <= STILL_BYTES;
    if (still || readings.length >= maxReadings)
      return {
        heapUsedBytes: median(last.map((r) => r.heapUsed)),
        externalBytes: median(last.map((r) => r.external)),
        rssBytes: median(rss),
        readings: readings.length,
      };
  }
}
