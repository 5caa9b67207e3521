import { describe, expect, it } from 'vitest';
import { ClockDriftError, compareHlc, decodeHlc, encodeHlc, HybridClock } from '../src/replication/hlc.ts';

describe('the hybrid logical clock', () => {
  it('encodes stamps so that comparing the strings is comparing the clocks', () => {
    const stamps = [
      { ms: 5, counter: 0, node: 'b' },
      { ms: 5, counter: 1, node: 'a' },
      { ms: 5, counter: 1, node: 'b' },
      { ms: 1_700_000_000_000, counter: 0, node: 'a' },
      { ms: 1_700_000_000_000, counter: 0xffff, node: 'a' },
    ];
    for (const a of stamps) {
      expect(decodeHlc(encodeHlc(a))).toEqual(a);
      for (const b of stamps) {
        const byString = encodeHlc(a) < encodeHlc(b) ? -1 : encodeHlc(a) > encodeHlc(b) ? 1 : 0;
        expect(byString).toBe(compareHlc(a, b));
      }
    }
  });

  it('issues increasing stamps while the wall clock stands still or goes back', () => {
    let wall = 1000;
    const clock = new HybridClock('n1', () => wall);
    const a = clock.now();
    const b = clock.now();
    wall = 900;
    const c = clock.now();
    expect(a < b && b < c).toBe(true);
    expect(decodeHlc(c)).toEqual({ ms: 1000, counter: 2, node: 'n1' });
    wall = 2000;
    expect(decodeHlc(clock.now())).toEqual({ ms: 2000, counter: 0, node: 'n1' });
  });

  it('stamps after a received stamp are greater than it, and the counter overflows into the next ms', () => {
    const clock = new HybridClock('n1', () => 1000);
    const remote = encodeHlc({ ms: 1500, counter: 0xfffe, node: 'n2' });
    clock.receive(remote);
    const next = clock.now();
    expect(next > remote).toBe(true);
    expect(decodeHlc(next)).toEqual({ ms: 1501, counter: 0, node: 'n1' });
  });

  it('starts above the stamps it already issued (a restart with the wall clock set back)', () => {
    const clock = new HybridClock('n1', () => 10, encodeHlc({ ms: 500, counter: 3, node: 'n2' }));
    expect(decodeHlc(clock.now())).toEqual({ ms: 500, counter: 4, node: 'n1' });
  });

  it('refuses a stamp more than the bound ahead of its wall clock, and takes it once the wall clock nears it', () => {
    let wall = 0;
    const clock = new HybridClock('n1', () => wall, undefined, 60_000);
    const ahead = encodeHlc({ ms: 60_001, counter: 0, node: 'n2' });
    expect(() => clock.receive(ahead)).toThrow(ClockDriftError);
    expect(decodeHlc(clock.now()).ms).toBe(0);
    wall = 1;
    clock.receive(ahead);
    expect(decodeHlc(clock.now())).toEqual({ ms: 60_001, counter: 2, node: 'n1' });
  });

  it('refuses node ids that would not sort or print', () => {
    expect(() => new HybridClock('a b')).toThrow();
    expect(() => new HybridClock('')).toThrow();
  });
});
