/**
 * Transactions without threading a handle through every call: the transaction's handle is kept in an
 * AsyncLocalStorage for the code it runs, and repositories ask for `db` each time. So a service can wrap
 * several repository writes in one transaction, and a repository never needs to know whether it is in one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './database.ts';

export class TransactionScope {
  private readonly storage = new AsyncLocalStorage<Db>();

  constructor(private readonly root: Db) {}

  /** The handle of the transaction the caller runs in, else the database. */
  current(): Db {
    return this.storage.getStore() ?? this.root;
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.storage.getStore()) return work();
    return this.root.transaction((tx) => this.storage.run(tx as unknown as Db, work));
  }
}
