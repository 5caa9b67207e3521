import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Lifecycle, type LongLived, periodic, runWhileOpen } from '../src/index.ts';

/** A component that notes its start and stop in `events`; `failStart` makes its start throw. */
function component(name: string, events: string[], failStart = false): LongLived {
  return {
    name,
    async start() {
      await Promise.resolve();
      if (failStart) throw new Error(`${name} cannot start`);
      events.push(`start ${name}`);
    },
    stop() {
      events.push(`stop ${name}`);
    },
  };
}

describe('the lifecycle of long-lived components', () => {
  it('starts components in the order they were added and stops them in reverse', async () => {
    const events: string[] = [];
    const lifecycle = new Lifecycle();
    for (const name of ['relay', 'pool', 'recorder']) lifecycle.add(component(name, events));
    await lifecycle.start();
    await lifecycle.stop();
    expect(events).toEqual([
      'start relay',
      'start pool',
      'start recorder',
      'stop recorder',
      'stop pool',
      'stop relay',
    ]);
  });

  it('stops only what started when a start fails, and stops nothing twice', async () => {
    const events: string[] = [];
    const lifecycle = new Lifecycle();
    lifecycle.add(component('relay', events));
    lifecycle.add(component('pool', events, true));
    lifecycle.add(component('recorder', events));
    await expect(lifecycle.start()).rejects.toThrow('pool cannot start');
    await lifecycle.stop();
    await lifecycle.stop();
    expect(events).toEqual(['start relay', 'stop relay']);
  });

  it('runs the components while the app is open, then what comes after them', async () => {
    const events: string[] = [];
    const lifecycle = new Lifecycle();
    lifecycle.add(component('poller', events));
    const app = Fastify();
    await runWhileOpen(app, lifecycle, () => {
      events.push('close database');
    });
    expect(events).toEqual(['start poller']);
    await app.close();
    expect(events).toEqual(['start poller', 'stop poller', 'close database']);
  });

  it('runs a periodic job while started, and not after', async () => {
    let runs = 0;
    let firstRun!: () => void;
    const ran = new Promise<void>((resolve) => {
      firstRun = resolve;
    });
    const job = periodic('housekeeping', 1, () => {
      runs += 1;
      firstRun();
    });
    job.start();
    await ran;
    job.stop();
    const after = runs;
    await new Promise((resolve) => setImmediate(resolve));
    expect(after).toBeGreaterThan(0);
    expect(runs).toBe(after);
  });
});
