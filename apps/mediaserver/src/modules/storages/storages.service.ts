/**
 * Rules for storage records (media-server-api §4.4, spec 000 §4–§5): a path is a local folder or a share URL;
 * no two storages of a server share a path, and no two servers share a network share; the last online main
 * storage of a server stays main; a share's password is stored sealed and never shown; a removed storage
 * takes its chunks out of the archive index. Paths are probed
 * before the transaction (a probe waits on the disk or the network), the rules are checked and the record
 * written inside it.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import {
  AlreadyExists,
  InvalidParameter,
  NotFound,
  normalizeId,
  Unavailable,
  Unprocessable,
} from '@argus/contract';
import {
  INVALID_STORAGE_PATH_TEXT,
  isLockedToMain,
  MAIN_ONLY_LOCK_TEXT,
  MAIN_ONLY_REMOVE_TEXT,
  parseStoragePath,
  recommendedSpaceLimitB,
  type StorageLockInput,
  type StorageType,
  storageMode,
} from '@argus/contract/mediaserver';
import { type Db, inTransaction } from '../../db/database.ts';
import { mergePatch, serverOfflineText } from '../servers/index.ts';
import {
  isRefusedFolder,
  type Sealer,
  type StorageLocation,
  sealedPasswordFor,
  storableParameters,
  storageLocation,
} from './storage-location.ts';
import type { StorageObservation, StorageProber } from './storage-probe.ts';
import { detectedType } from './storages.mapper.ts';
import type { StoragesRepository } from './storages.repository.ts';
import type { NewStorageRow, StorageRow } from './storages.table.ts';

/** [design] The texts of a path that another storage already uses (spec 000 §5 names the rule, not the text). */
export const PATH_USED_TEXT = 'This path is already used by another storage of the server.';
export const PATH_USED_BY_SERVER_TEXT = 'This path is already used by another server.';

/** What a write asks for, whichever API it came through. */
export interface StorageWrite {
  name?: string | undefined;
  path: string;
  spaceLimitB?: number | undefined;
  isUsedForWriting?: boolean | undefined;
  isBackup?: boolean | undefined;
  parameters?: Record<string, unknown> | undefined;
}

/** How a path is checked: the field that names it, and whether a local folder must exist (REST) or not (legacy). */
export interface PathRules {
  field: 'path' | 'url';
  requireFolder: boolean;
}
const REST_PATH: PathRules = { field: 'path', requireFolder: true };

/** The servers a path names. */
export interface ServerLookup {
  readonly thisServerId: string;
  get(param: string): { id: string };
}

/** The archive index's part in a storage's removal. */
export interface StorageArchive {
  /** Forgets the chunks of a removed storage, in the removal's transaction. */
  removeOfStorage(storageId: string): void;
}

export interface StoragesServiceDeps {
  db: Db;
  repo: StoragesRepository;
  archive: StorageArchive;
  /** The server's data dir: neither it nor what holds it is a storage (only the default storage inside). */
  dataDir: string;
  servers: ServerLookup;
  secrets: Sealer;
  prober: StorageProber;
  clock: () => number;
}

/** A path probed before the transaction. */
interface ProbedPath {
  location: StorageLocation;
  seen: StorageObservation;
}

type WriteKind = 'create' | 'upsert' | 'patch';

const lockInput = (row: StorageRow): StorageLockInput => ({
  id: row.id,
  isUsedForWriting: row.isUsedForWriting,
  isBackup: row.isBackup,
  isOnline: row.status === 'Online',
});

export class StoragesService {
  constructor(private readonly d: StoragesServiceDeps) {}

  get thisServerId(): string {
    return this.d.servers.thisServerId;
  }

  /** The server a path names (`this` or an id); unknown → 404. */
  serverId(param: string): string {
    return this.d.servers.get(param).id;
  }

  /** True when a local folder may not be a storage root (a system folder, the data dir): `Invalid storage path.` */
  refusesFolder(path: string): Promise<boolean> {
    return isRefusedFolder(path, resolve(this.d.dataDir));
  }

  /** A server's storages; `*`: every server's. */
  list(serverParam: string): readonly StorageRow[] {
    return serverParam === '*' ? this.d.repo.list() : this.d.repo.listOfServer(this.serverId(serverParam));
  }

  find(serverParam: string, storageParam: string): StorageRow {
    const serverId = this.serverId(serverParam);
    const id = normalizeId(storageParam);
    const row = id ? this.d.repo.findById(id) : undefined;
    if (!row || row.serverId !== serverId) throw NotFound.resource(storageParam);
    return row;
  }

  findById(id: string): StorageRow | undefined {
    return this.d.repo.findById(id);
  }

  async create(serverParam: string, input: StorageWrite & { id?: string | undefined }): Promise<StorageRow> {
    const serverId = this.serverId(serverParam);
    const probed = await this.probePath(serverId, input.path, REST_PATH);
    const id = input.id ? normalizeId(input.id)! : randomUUID();
    return inTransaction(this.d.db, () => this.apply('create', serverId, id, input, probed));
  }

  /** PUT: the writable fields are replaced, absent ones return to their defaults; an unknown id is created. */
  async replace(serverParam: string, storageParam: string, input: StorageWrite): Promise<StorageRow> {
    const serverId = this.serverId(serverParam);
    const id = normalizeId(storageParam);
    if (!id) throw NotFound.resource(storageParam);
    const probed = await this.probePath(serverId, input.path, REST_PATH);
    return inTransaction(this.d.db, () => this.apply('upsert', serverId, id, input, probed));
  }

  /** PATCH: given fields replace stored ones; `parameters` merge. */
  async change(serverParam: string, storageParam: string, input: Partial<StorageWrite>): Promise<StorageRow> {
    const row = this.find(serverParam, storageParam);
    const probed =
      input.path === undefined ? null : await this.probePath(row.serverId, input.path, REST_PATH);
    return inTransaction(this.d.db, () => {
      const current = this.find(serverParam, storageParam);
      return this.apply('patch', current.serverId, current.id, { ...input, path: current.path }, probed);
    });
  }

  remove(serverParam: string, storageParam: string): void {
    inTransaction(this.d.db, () => this.removeRow(this.find(serverParam, storageParam)));
  }

  /** `/ec2/saveStorage(s)`: create-or-replace, all or nothing; the server defaults to this one. */
  async legacySave(
    inputs: readonly (StorageWrite & { id?: string; serverId?: string })[],
  ): Promise<StorageRow[]> {
    const rules: PathRules = { field: 'url', requireFolder: false };
    const prepared = await Promise.all(
      inputs.map(async (input) => {
        const serverId = this.legacyServerId(input.serverId);
        return { input, serverId, probed: await this.probePath(serverId, input.path, rules) };
      }),
    );
    return inTransaction(this.d.db, () =>
      prepared.map(({ input, serverId, probed }) =>
        this.apply('upsert', serverId, input.id ? normalizeId(input.id)! : randomUUID(), input, probed),
      ),
    );
  }

  /** `/ec2/removeStorage`: any server's record. */
  legacyRemove(id: string): void {
    inTransaction(this.d.db, () => {
      const row = this.d.repo.findById(normalizeId(id) ?? '');
      if (!row) throw NotFound.resource(id);
      this.removeRow(row);
    });
  }

  /** A share's user and password, for whoever mounts it (the recording engine). */
  credentialsOf(row: StorageRow): { user: string; password: string } | null {
    const parsed = parseStoragePath(row.path);
    if (!parsed || parsed.kind === 'local' || !parsed.user || !row.sealedPassword) return null;
    const password = this.d.secrets.open(row.sealedPassword);
    return password === null ? null : { user: parsed.user, password };
  }

  private legacyServerId(parentId: string | undefined): string {
    if (parentId === undefined) return this.thisServerId;
    try {
      return this.serverId(parentId);
    } catch {
      throw new InvalidParameter('parentId', parentId);
    }
  }

  /** Only this server can look at its paths: another server's storages are changed on that server. */
  private async probePath(serverId: string, text: string, rules: PathRules): Promise<ProbedPath> {
    if (serverId !== this.thisServerId) throw new Unavailable(serverOfflineText(serverId));
    const location = storageLocation(text, rules.field);
    if (location.parsed.kind === 'local' && (await this.refusesFolder(location.parsed.path)))
      throw new InvalidParameter({ text: INVALID_STORAGE_PATH_TEXT });
    const seen = await this.d.prober.probe(location.parsed);
    if (rules.requireFolder && location.parsed.kind === 'local' && seen.result !== 'ok')
      throw new InvalidParameter(rules.field, location.path);
    return { location, seen };
  }

  private apply(
    kind: WriteKind,
    serverId: string,
    id: string,
    input: StorageWrite,
    probed: ProbedPath | null,
  ): StorageRow {
    const existing = this.d.repo.findById(id);
    if (existing && kind === 'create') throw new AlreadyExists();
    if (existing && existing.serverId !== serverId) throw NotFound.resource(id);
    if (probed) this.requirePathFree(serverId, probed.location, id);
    const partial = kind === 'patch' && existing;
    const type = (
      probed ? detectedType(probed.location.parsed.kind, probed.seen) : (existing?.type ?? 'local')
    ) as StorageType;
    const fields: Omit<NewStorageRow, 'id'> = {
      serverId,
      name: input.name ?? (partial ? existing.name : ''),
      path: probed?.location.path ?? existing?.path ?? input.path,
      pathKey: probed?.location.pathKey ?? existing?.pathKey ?? '',
      type,
      spaceLimitB:
        input.spaceLimitB ??
        (partial && existing.type === type ? existing.spaceLimitB : recommendedSpaceLimitB(type)),
      isUsedForWriting: input.isUsedForWriting ?? (partial ? existing.isUsedForWriting : false),
      isBackup: input.isBackup ?? (partial ? existing.isBackup : false),
      parameters: storableParameters(
        input.parameters === undefined
          ? partial
            ? existing.parameters
            : {}
          : partial
            ? mergePatch(existing.parameters, input.parameters)
            : input.parameters,
      ),
      sealedPassword: probed
        ? sealedPasswordFor(probed.location, existing, this.d.secrets)
        : (existing?.sealedPassword ?? null),
    };
    if (probed) {
      const status = probed.seen.isOnline ? 'Online' : 'Offline';
      if (status !== existing?.status) fields.statusChangedAtMs = this.d.clock();
      fields.status = status;
    }
    if (existing) {
      this.requireMainKept(existing, {
        isUsedForWriting: fields.isUsedForWriting ?? false,
        isBackup: fields.isBackup ?? false,
      });
      return this.d.repo.update(id, fields)!;
    }
    return this.d.repo.insert({ id, ...fields });
  }

  private requirePathFree(serverId: string, location: StorageLocation, id: string): void {
    const others = this.d.repo.findByPathKey(location.pathKey).filter((s) => s.id !== id);
    if (others.some((s) => s.serverId === serverId)) throw new InvalidParameter({ text: PATH_USED_TEXT });
    // A local path names a folder of each server's own disks; a share is one place for every server.
    if (location.parsed.kind !== 'local' && others.length > 0)
      throw new InvalidParameter({ text: PATH_USED_BY_SERVER_TEXT });
  }

  /** The 'main only' lock (spec 000 §4): the last online main storage cannot stop being main. */
  private requireMainKept(
    existing: StorageRow,
    next: { isUsedForWriting: boolean; isBackup: boolean },
  ): void {
    if (storageMode(next) === 'main' || !this.isLocked(existing)) return;
    throw new Unprocessable(MAIN_ONLY_LOCK_TEXT);
  }

  private removeRow(row: StorageRow): void {
    if (this.isLocked(row)) throw new Unprocessable(MAIN_ONLY_REMOVE_TEXT);
    this.d.repo.remove(row.id);
    // Its recordings are no longer reachable through the server: the timeline must not offer them.
    this.d.archive.removeOfStorage(row.id);
  }

  private isLocked(row: StorageRow): boolean {
    return isLockedToMain(lockInput(row), this.d.repo.listOfServer(row.serverId).map(lockInput));
  }
}
