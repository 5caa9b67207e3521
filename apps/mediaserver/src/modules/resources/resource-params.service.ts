/**
 * Parameters of any resource through the legacy calls (media-server-api §4.5.2): read what the caller may
 * see, set and remove with the right to change the resource; a batch is written whole or not at all.
 */
import { InvalidParameter, legacyId, normalizeId } from '@argus/contract';
import type { LegacyResourceParam } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import type { ResourceDirectory } from './resource-directory.ts';
import type { ResourceParamsRepository } from './resource-params.repository.ts';

export interface ParamWrite {
  resourceId: string;
  name: string;
  value: string;
}

export class ResourceParamsService {
  constructor(
    private readonly db: Db,
    private readonly params: ResourceParamsRepository,
    private readonly directory: ResourceDirectory,
    /** Told of each write inside its transaction (a module's own rules for its parameters; may throw). */
    private readonly written: (resourceId: string, name: string, value: string | null) => void = () => {},
  ) {}

  /** The parameters of one resource, or of every resource the caller may see. */
  list(caller: Caller, rawId: string | undefined): LegacyResourceParam[] {
    const ids = rawId === undefined || rawId === '' ? [...this.params.all().keys()] : [normalizeId(rawId)];
    const out: LegacyResourceParam[] = [];
    for (const id of ids) {
      if (!id) throw new InvalidParameter('id', rawId);
      const info = this.directory.find(id);
      if (!info || !this.directory.visible(caller, id, info)) continue;
      for (const [name, value] of Object.entries(this.params.of(id)))
        out.push({ resourceId: legacyId(id), name, value });
    }
    return out;
  }

  /** Sets every parameter of the batch; an unknown or forbidden resource changes nothing. */
  set(caller: Caller, writes: readonly ParamWrite[]): void {
    inTransaction(this.db, () => {
      for (const write of writes) {
        const id = this.changeable(caller, write.resourceId, 'resourceId');
        this.written(id, write.name, write.value);
        this.params.set(id, write.name, write.value);
      }
    });
  }

  remove(caller: Caller, rawId: string, name: string): void {
    const id = this.changeable(caller, rawId, 'resourceId');
    inTransaction(this.db, () => {
      this.written(id, name, null);
      this.params.remove(id, name);
    });
  }

  private changeable(caller: Caller, rawId: string, field: string): string {
    const id = normalizeId(rawId);
    const info = id ? this.directory.find(id) : null;
    // What the caller cannot see is answered as unknown.
    if (!id || !info || !this.directory.visible(caller, id, info)) throw new InvalidParameter(field, rawId);
    this.directory.requireChange(caller, id, info);
    return id;
  }
}
