/** Rules for server records (media-server-api §4.3, §2.3): lookups by id or alias, create, change, remove. */
import { randomUUID } from 'node:crypto';
import { AlreadyExists, Forbidden, NotFound, normalizeId } from '@argus/contract';
import type {
  MediaServerUserAttributes,
  ServerChangeRequest,
  ServerCreateRequest,
  ServerReplaceRequest,
} from '@argus/contract/mediaserver';
import { type Db, inTransaction } from '../../db/database.ts';
import type { ServersRepository } from './servers.repository.ts';
import type { ServerRow, ServerRowChanges } from './servers.table.ts';

export const DELETE_THIS_SERVER_TEXT = 'The server handling the request cannot remove itself.';

/** Recursive merge for PATCH: objects merge, everything else (arrays included) replaces. */
export function mergePatch(
  target: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [k, v] of Object.entries(patch)) {
    const old = out[k];
    const bothObjects =
      v !== null && typeof v === 'object' && !Array.isArray(v) && old !== null && typeof old === 'object';
    out[k] =
      bothObjects && !Array.isArray(old)
        ? mergePatch(old as Record<string, unknown>, v as Record<string, unknown>)
        : v;
  }
  return out;
}

export class ServersService {
  constructor(
    private readonly db: Db,
    private readonly repo: ServersRepository,
    readonly thisServerId: string,
  ) {}

  /** `this` or an id with or without braces → the stored id form; anything else is an unknown resource. */
  resolveId(param: string): string {
    if (param.toLowerCase() === 'this') return this.thisServerId;
    const id = normalizeId(param);
    if (!id || param === '') throw NotFound.resource(param);
    return id;
  }

  list(): readonly ServerRow[] {
    return this.repo.list();
  }

  get(param: string): ServerRow {
    const row = this.repo.findById(this.resolveId(param));
    if (!row) throw NotFound.resource(param);
    return row;
  }

  /** Whether an id (not an alias) names a record. */
  exists(param: string): boolean {
    const id = normalizeId(param);
    return id !== null && this.repo.findById(id) !== undefined;
  }

  isThis(row: ServerRow): boolean {
    return row.id === this.thisServerId;
  }

  create(body: ServerCreateRequest): ServerRow {
    const id = body.id ? normalizeId(body.id)! : randomUUID();
    return inTransaction(this.db, () => {
      if (this.repo.findById(id)) throw new AlreadyExists();
      return this.repo.insert({
        id,
        name: body.name,
        url: body.url ?? '',
        endpoints: body.endpoints ?? [],
        version: body.version ?? '',
        osInfo: body.osInfo ?? null,
        isFailoverEnabled: body.isFailoverEnabled ?? false,
        maxCameras: body.maxCameras ?? 0,
        backupBitrateBytesPerSecond: body.backupBitrateBytesPerSecond ?? [],
        parameters: body.parameters ?? {},
      });
    });
  }

  /** PUT: the writable fields are replaced; the ones left out return to their defaults. */
  replace(param: string, body: ServerReplaceRequest): ServerRow {
    return this.change(param, {
      name: body.name,
      isFailoverEnabled: body.isFailoverEnabled ?? false,
      maxCameras: body.maxCameras ?? 0,
      backupBitrateBytesPerSecond: body.backupBitrateBytesPerSecond ?? [],
      parameters: body.parameters ?? {},
    });
  }

  /** PATCH: given fields replace stored ones; `parameters` merge recursively. */
  patch(param: string, body: ServerChangeRequest): ServerRow {
    return inTransaction(this.db, () => {
      const row = this.get(param);
      const changes: ServerRowChanges = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.isFailoverEnabled !== undefined) changes.isFailoverEnabled = body.isFailoverEnabled;
      if (body.maxCameras !== undefined) changes.maxCameras = body.maxCameras;
      if (body.backupBitrateBytesPerSecond !== undefined)
        changes.backupBitrateBytesPerSecond = body.backupBitrateBytesPerSecond;
      if (body.parameters !== undefined) changes.parameters = mergePatch(row.parameters, body.parameters);
      return this.repo.update(row.id, changes)!;
    });
  }

  /** Legacy partial change (`/ec2/saveMediaServerUserAttributes`). */
  saveUserAttributes(body: MediaServerUserAttributes): ServerRow {
    const changes: ServerRowChanges = {};
    if (body.serverName !== undefined) changes.name = body.serverName;
    if (body.maxCameras !== undefined) changes.maxCameras = body.maxCameras;
    if (body.allowAutoRedundancy !== undefined) changes.isFailoverEnabled = body.allowAutoRedundancy;
    if (body.backupBitrateBytesPerSecond !== undefined)
      changes.backupBitrateBytesPerSecond = body.backupBitrateBytesPerSecond.map((slot) => ({
        key: slot.key,
        value: Number(slot.value),
      }));
    if (body.locationId !== undefined) changes.locationId = body.locationId;
    return this.change(body.serverId, changes);
  }

  remove(param: string): void {
    const row = this.get(param);
    if (this.isThis(row)) throw new Forbidden(DELETE_THIS_SERVER_TEXT);
    this.repo.remove(row.id);
  }

  private change(param: string, changes: ServerRowChanges): ServerRow {
    return inTransaction(this.db, () => this.repo.update(this.get(param).id, changes)!);
  }
}
