/**
 * The status monitor's pace for a camera that does not answer (issue 13): checked again after 1 s doubling to
 * 4 s, so a camera back from a 16 s outage is Online within seconds; after 2 min away, every 30 s, so dead
 * cameras do not crowd the checks of the others. A fake clock drives it; the checks answer at once.
 */

import type { DeviceStatus } from '@argus/contract/mediaserver';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceStatusMonitor } from '../src/modules/device-pool/index.ts';
import type { DeviceRow } from '../src/modules/devices/index.ts';

afterEach(() => vi.useRealTimers());

function monitorOf(answers: () => 'Online' | 'Offline') {
  const row = { id: 'camera' } as DeviceRow;
  const checkedAt: number[] = [];
  const statuses: DeviceStatus[] = [];
  const monitor = new DeviceStatusMonitor({
    devices: {
      list: () => [row],
      revision: () => 1,
      findById: () => row,
      probeKey: () => 'key',
      probeTarget: () => ({}) as never,
      setStatus: (_id, status) => {
        statuses.push(status);
        return true;
      },
    },
    check: async () => {
      checkedAt.push(Date.now());
      return answers();
    },
    follow: () => () => {},
  });
  return { monitor, checkedAt, statuses };
}

describe('device status monitor', () => {
  it('checks a camera that is away within 4 s, and every 30 s once it has been away 2 min', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    const { monitor, checkedAt } = monitorOf(() => 'Offline');
    monitor.start();
    await vi.advanceTimersByTimeAsync(120_000);
    const gaps = checkedAt.slice(1).map((at, i) => at - checkedAt[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(4250);
    const prompt = checkedAt.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(checkedAt.length - prompt).toBeLessThanOrEqual(5);
    expect(checkedAt.at(-1)! - start).toBeGreaterThan(200_000);
    await monitor.stop();
  });

  it('sees a camera back from a 16 s outage within 5 s', async () => {
    vi.useFakeTimers();
    let online = true;
    const { monitor, statuses } = monitorOf(() => (online ? 'Online' : 'Offline'));
    monitor.start();
    await vi.advanceTimersByTimeAsync(1000);
    online = false;
    monitor.recheck('camera');
    await vi.advanceTimersByTimeAsync(16_000);
    expect(statuses.at(-1)).toBe('Offline');
    online = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(statuses.at(-1)).toBe('Online');
    await monitor.stop();
  });
});
