/**
 * Create, read, change and delete for resources that are plain CRUD (custom roles, layouts, web pages), with
 * the rules of media-server-api §1.7 and §2.3: ids with or without braces, a generated id when none is given,
 * `Already exists` for a taken id, 404 for an unknown id or one the caller may not see, PUT creating at an
 * unknown id, and every write in one transaction. What differs per resource comes in as hooks.
 */
import { AlreadyExists, InvalidParameter, isUuid, NotFound, NULL_ID, normalizeId } from '@argus/contract';
import type { Caller } from '../auth/caller.ts';
import { type Db, inTransaction } from '../db/database.ts';
import type { CrudRepository } from './crud.repository.ts';

export interface CrudHooks<Row extends { id: string }, Model, Input extends { id?: string | undefined }> {
  /** The reply for a row; `caller`: who asks (null: the server itself), for fields that follow access. */
  toModel(row: Row, caller: Caller | null): Model;
  /** Whether the caller may see a row; invisible rows are answered as absent. Default: visible. */
  visible?(caller: Caller, row: Row): boolean;
  /** Ids that may not be used for new objects (besides the null id). */
  reservedId?(id: string): boolean;
  /** The row to create: checks the input and the caller's right to create it; runs before the transaction. */
  newRow(caller: Caller, id: string, input: Input): Row;
  /** The fields to change: checks the input and the caller's right to change the row. */
  changes(caller: Caller, row: Row, input: Input): Partial<Omit<Row, 'id'>>;
  /** Checks that need the transaction (a unique name): run before the insert or update. */
  checkInTransaction?(row: Row & Partial<Row>, existingId: string | null): void;
  /** Throws when the caller may not delete the row. */
  checkRemove?(caller: Caller, row: Row): void;
  /** Runs in the delete's transaction, before the row goes (e.g. detach what refers to it). */
  beforeRemove?(row: Row): void;
}

export class CrudService<Row extends { id: string }, Model, Input extends { id?: string | undefined }> {
  constructor(
    private readonly db: Db,
    readonly repository: CrudRepository<Row>,
    private readonly hooks: CrudHooks<Row, Model, Input>,
  ) {}

  model(row: Row, caller: Caller | null = null): Model {
    return this.hooks.toModel(row, caller);
  }

  private visible(caller: Caller | null, row: Row): boolean {
    return caller === null || !this.hooks.visible || this.hooks.visible(caller, row);
  }

  list(caller: Caller | null = null): readonly Row[] {
    const rows = this.repository.list();
    return this.hooks.visible ? rows.filter((r) => this.visible(caller, r)) : rows;
  }

  /** The row a path names, if the caller may see it; 404 otherwise. */
  find(caller: Caller | null, rawId: string): Row {
    const id = normalizeId(rawId);
    const row = id ? this.repository.findById(id) : undefined;
    if (!row || !this.visible(caller, row)) throw NotFound.resource(rawId);
    return row;
  }

  exists(rawId: string): boolean {
    const id = normalizeId(rawId);
    return id !== null && this.repository.findById(id) !== undefined;
  }

  create(caller: Caller, input: Input, pathId?: string): Row {
    const rawId = pathId ?? input.id;
    const id = rawId ? normalizeId(rawId) : crypto.randomUUID();
    if (!id || id === NULL_ID || this.hooks.reservedId?.(id)) throw new InvalidParameter('id', rawId);
    const row = this.hooks.newRow(caller, id, input);
    return inTransaction(this.db, () => {
      if (this.repository.findById(id)) throw new AlreadyExists();
      this.hooks.checkInTransaction?.(row, null);
      return this.repository.insert(row);
    });
  }

  change(caller: Caller, row: Row, input: Input): Row {
    if (input.id !== undefined && normalizeId(input.id) !== row.id)
      throw new InvalidParameter('id', input.id);
    const changes = this.hooks.changes(caller, row, input);
    return inTransaction(this.db, () => {
      this.hooks.checkInTransaction?.({ ...row, ...changes }, row.id);
      const updated = this.repository.update(row.id, changes);
      if (!updated) throw NotFound.resource(row.id);
      return updated;
    });
  }

  /** PUT: changes the object at the id, or creates it there when the id is new (§1.7). */
  replace(caller: Caller, rawId: string, input: Input): Row {
    if (isUuid(rawId) && !this.exists(rawId)) return this.create(caller, input, rawId);
    return this.change(caller, this.find(caller, rawId), input);
  }

  remove(caller: Caller, row: Row): void {
    this.hooks.checkRemove?.(caller, row);
    inTransaction(this.db, () => {
      this.hooks.beforeRemove?.(row);
      this.repository.remove(row.id);
    });
  }
}
