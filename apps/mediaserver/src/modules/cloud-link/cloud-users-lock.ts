/**
 * One change of the cloud users at a time: a sync from the cloud's share list and a push of a user changed on
 * this server never interleave. Otherwise a sync that fetched the list before a push reached the cloud would
 * delete the pushed user right after the push wrote it, and the next sync would add it again with a new id.
 */
export class CloudUsersLock {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `task` after every task handed in before it has ended (however it ended). */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
