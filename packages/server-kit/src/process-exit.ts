/**
 * How a server process ends: closing the app once (its long-lived components stop with it), then exiting
 * with the code the occasion calls for; on SIGINT and SIGTERM, and when its parent (a supervisor) is gone.
 */

export interface Closable {
  close(): PromiseLike<unknown>;
}

/** Ends the process with an exit code; the first call wins. */
export type Shutdown = (exitCode: number) => void;

/** How long a clean close may take before the process exits all the same (a client that never lets go). */
export const CLOSE_DEADLINE_MS = 10_000;

/**
 * Closes the app, then exits with the code; later calls do nothing. A failed close is reported and the
 * process exits all the same, as it does when the close has not finished by `deadlineMs`: a supervisor's
 * SIGTERM must end the process, whatever connection is still open.
 */
export function shutdownOnce(
  app: Closable,
  serverName: string,
  exit: (exitCode: number) => void = (exitCode) => process.exit(exitCode),
  deadlineMs = CLOSE_DEADLINE_MS,
): Shutdown {
  let closing = false;
  return (exitCode) => {
    if (closing) return;
    closing = true;
    setTimeout(() => {
      console.error(`${serverName}: still closing after ${deadlineMs / 1000} s; exiting`);
      exit(exitCode);
    }, deadlineMs).unref();
    app.close().then(
      () => exit(exitCode),
      (err: unknown) => {
        console.error(`${serverName}: failed to close cleanly`, err);
        exit(exitCode);
      },
    );
  };
}

/** SIGINT and SIGTERM end the process cleanly (exit 0). */
export function exitOnSignals(shutdown: Shutdown): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => shutdown(0));
}

/** Ends the process when its parent (the supervisor) is gone, as a killed supervisor cannot say so. */
export function exitWithParent(shutdown: Shutdown): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) shutdown(0);
  }, 1000).unref();
}
