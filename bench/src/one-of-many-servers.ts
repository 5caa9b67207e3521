/**
 * One server of a system of many, simulated in a process of its own (one-of-many-servers-worker.ts) so that
 * its memory and CPU are those of the sync nodes alone, not of the bench runner: a subject server linked
 * both ways to every other server, which do not link to one another. See benches/replication-scale.ts.
 */
import { join } from 'node:path';
import type { SettledMemory } from './settled-memory.ts';
import { runWorker } from './worker-process.ts';

const WORKER = join(import.meta.dirname, 'one-of-many-servers-worker.ts');

export interface OneOfManyOptions {
  /** Servers in all: the subject and servers − 1 peers. */
  servers: number;
  /** Writes on the subject, one at a time, for the propagation times. */
  writes: number;
  /** Seconds of each idle window (unlinked, then linked). */
  idleS: number;
}

export interface OneOfManyMeasurement {
  servers: number;
  startS: number;
  /** From the first dial until every link (both ways) was up. */
  linkS: number;
  /** The subject's links that are up (it dialed them). */
  outgoing: number;
  /** The dialers the subject serves. */
  incoming: number;
  /** The process, with every server started and none linked, after the idle window, once its resident size held still. */
  unlinked: SettledMemory;
  /** The same with the subject's links up. */
  linked: SettledMemory;
  afterWrites: SettledMemory;
  /** The process's CPU over each idle window (started once the GCs were done), % of one core. */
  unlinkedCpuPercent: number;
  linkedCpuPercent: number;
  /** Per write: ms from its commit on the subject until every peer applied it. */
  untilAllMs: number[];
  /** Per (write, peer): ms from the commit until that peer applied it. */
  perPeerMs: number[];
}

export const measureOneOfMany = (options: OneOfManyOptions) =>
  runWorker<OneOfManyMeasurement>(WORKER, options);
