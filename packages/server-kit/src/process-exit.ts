/**
 * How a server process ends: closing the app once (its long-lived components stop with it), then exiting
 * with the code the occasion calls for; on SIGINT and SIGTERM, and when its parent (a supervisor) is gone.
 */

export interface Closable {
  close(): PromiseLike<unknown>;
}

/** Ends the process with an exit code; the first call wins. */
export type Shutdown = (exitCode: number) => void;

/**
 * Closes the app, then exits with the code; later calls do nothing. A failed close is reported and the
 * process exits all the same.
 */
export function shutdownOnce(
  app: Closable,
  serverName: string,
  exit: (exitCode: number) => void = (exitCode) => process.exit(exitCode),
): Shutdown {
  let closing = false;
  return (exitCode) => {
    if (closing) return;
    closing = true;
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
