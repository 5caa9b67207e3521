import { describe, expect, it } from 'vitest';
import { drainBeforeRestart } from '../src/index.ts';

describe('draining before a restart', () => {
  it('waits until no request is in flight', async () => {
    let inFlight = 3;
    // Each look finishes one request.
    await drainBeforeRestart(() => inFlight--, 0, 10_000);
    expect(inFlight).toBe(-1);
  });

  it('does not wait past its limit for requests that never end', async () => {
    const started = performance.now();
    await drainBeforeRestart(() => 1, 0, 100);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
