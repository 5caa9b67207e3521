/**
 * `/ec2/removeResource`: removes any resource by id with what belongs to it (media-server-api §4.5.2). The
 * owning module removes it with its own rules; the right to change it is checked first (cameras: edit
 * cameras; everything else: admin). What the caller cannot see is answered as absent.
 */
import { NotFound, NotImplemented, normalizeId } from '@argus/contract';
import type { EndpointAccess } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import type { ResourceDirectory, ResourceKind } from './resource-directory.ts';

export interface ResourceRemover {
  kind: ResourceKind;
  /** What the owning module's own delete call asks of the caller (e.g. `admin*`: a fresh session). */
  access?: Exclude<EndpointAccess, 'none'>;
  remove(caller: Caller, id: string): void | Promise<void>;
}

export class ResourceRemoval {
  constructor(
    private readonly directory: ResourceDirectory,
    private readonly removers: readonly ResourceRemover[],
  ) {}

  /** `requireAccess` checks the remover's access rule (the HTTP layer knows sessions). */
  async remove(
    caller: Caller,
    rawId: string,
    requireAccess: (access: Exclude<EndpointAccess, 'none'>) => void,
  ): Promise<string> {
    const id = normalizeId(rawId);
    const info = id ? this.directory.find(id) : null;
    if (!id || !info || !this.directory.visible(caller, id, info)) throw NotFound.resource(rawId);
    this.directory.requireChange(caller, id, info);
    const remover = this.removers.find((r) => r.kind === info.kind);
    if (!remover) throw new NotImplemented(`Resources of kind ${info.kind} cannot be removed this way.`);
    if (remover.access) requireAccess(remover.access);
    await remover.remove(caller, id);
    return id;
  }
}
