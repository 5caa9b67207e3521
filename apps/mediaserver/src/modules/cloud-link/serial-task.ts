/**
 * A task that never runs twice at once: asked while it runs, it runs once more afterwards (however often it
 * was asked meanwhile), so the last request is always served by a run that started after it.
 */
export class SerialTask {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Runs the task now, or once more after the run under way; resolves when that run is over. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.task();
      } catch (error) {
        this.onError(error);
      }
    } while (this.again);
  }
}
