/** The status monitor's queue of due checks: earliest first, only what is due, any order of pushes. */
import { describe, expect, it } from 'vitest';
import { DueQueue } from '../src/modules/device-pool/due-queue.ts';

describe('DueQueue', () => {
  it('gives only what is due, earliest first', () => {
    const queue = new DueQueue<string>();
    for (const [at, item] of [
      [30, 'c'],
      [10, 'a'],
      [50, 'e'],
      [20, 'b'],
      [40, 'd'],
    ] as const)
      queue.push(at, item);
    expect(queue.popDue(5)).toBeUndefined();
    const due: string[] = [];
    for (let next = queue.popDue(35); next; next = queue.popDue(35)) due.push(next.item);
    expect(due).toEqual(['a', 'b', 'c']);
    expect(queue.size).toBe(2);
    expect(queue.popDue(100)?.item).toBe('d');
  });

  it('keeps many items in due order', () => {
    const queue = new DueQueue<number>();
    const times = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000);
    for (const at of times) queue.push(at, at);
    const popped: number[] = [];
    for (let next = queue.popDue(Infinity); next; next = queue.popDue(Infinity)) popped.push(next.at);
    expect(popped).toEqual([...times].sort((a, b) => a - b));
  });
});
