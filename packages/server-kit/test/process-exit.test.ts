import { describe, expect, it, vi } from 'vitest';
import { shutdownOnce } from '../src/index.ts';

/** The exit function of a shutdown, and the code it was called with. */
function exitSpy(): { exit: (exitCode: number) => void; exited: Promise<number> } {
  let exit!: (exitCode: number) => void;
  const exited = new Promise<number>((resolve) => {
    exit = resolve;
  });
  return { exit, exited };
}

describe('shutting a server down', () => {
  it('closes the app once and exits with the first code asked for', async () => {
    let closes = 0;
    const app = {
      async close() {
        closes += 1;
      },
    };
    const { exit, exited } = exitSpy();
    const shutdown = shutdownOnce(app, 'Test server', exit);
    shutdown(75);
    shutdown(0);
    expect(await exited).toBe(75);
    expect(closes).toBe(1);
  });

  it('exits all the same when the close has not finished by the deadline, and says so', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { exit, exited } = exitSpy();
    const stuck = { close: () => new Promise<void>(() => {}) };
    shutdownOnce(stuck, 'Test server', exit, 20)(0);
    expect(await exited).toBe(0);
    expect(report).toHaveBeenCalledWith('Test server: still closing after 0.02 s; exiting');
    report.mockRestore();
  });

  it('exits all the same when the app fails to close, and says so', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { exit, exited } = exitSpy();
    const failing = { close: () => Promise.reject(new Error('stuck')) };
    shutdownOnce(failing, 'Test server', exit)(0);
    expect(await exited).toBe(0);
    expect(report).toHaveBeenCalledWith('Test server: failed to close cleanly', expect.any(Error));
    report.mockRestore();
  });
});
