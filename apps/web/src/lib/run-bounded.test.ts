import { describe, expect, it } from 'vitest';
import { runBounded } from './run-bounded.ts';

describe('runBounded', () => {
  it('never runs more than the limit at once, settles every item and reports each as it ends', async () => {
    let running = 0;
    let most = 0;
    const heard: number[] = [];
    const outcomes = await runBounded(
      [1, 2, 3, 4, 5, 6, 7],
      3,
      async (n) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, (n % 3) * 5));
        running -= 1;
        if (n === 4) throw new Error('four failed');
        return n * 10;
      },
      (_outcome, done) => heard.push(done),
    );
    expect(most).toBe(3);
    expect(heard).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(outcomes.map((o) => (o.ok ? o.value : (o.error as Error).message))).toEqual([
      10,
      20,
      30,
      'four failed',
      50,
      60,
      70,
    ]);
  });

  it('resolves at once with nothing to do', async () => {
    expect(await runBounded([], 4, async () => 1)).toEqual([]);
  });
});
