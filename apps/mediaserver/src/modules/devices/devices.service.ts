/**
 * Devices: who sees which (all media, or the access list), adding, changing and removing with the rules of
 * media-server-api §4.5 and the contract's schedule rules, and the camera credentials, sealed at rest.
 */
import { AlreadyExists, Forbidden, InvalidParameter, NotFound, normalizeId } from '@argus/contract';
import {
  can,
  DEFAULT_DEVICE_MOTION,
  DEFAULT_DEVICE_OPTIONS,
  type DeviceChangeRequest,
  type DeviceCreateRequest,
  type DeviceDriver,
  type DeviceStatus,
  formatCapabilities,
  MEDIA_PARAMS,
  visibleOnly,
} from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import type { ParamRecord } from '../resources/index.ts';
import { checkAddresses, credentialsOutOfUrl, keepCredentialsWithAddress } from './device-addresses.ts';
import { type ProbeTarget, probeTargetOf } from './device-probe-target.ts';
import { DEVICE_TYPE_IDS, deviceIdOf, driverOfUrl } from './device-types.ts';
import {
  applyDeviceInput,
  DEFAULT_SCHEDULE,
  type DeviceWrite,
  type EditableDevice,
} from './devices.input.ts';
import type { DevicesRepository } from './devices.repository.ts';
import type { DeviceRow, DeviceRowChanges, NewDeviceRow } from './devices.table.ts';

export interface DevicesServiceDeps {
  db: Db;
  devices: DevicesRepository;
  params: {
    of(resourceId: string): ParamRecord;
    set(id: string, name: string, value: string): void;
    remove(id: string, name: string): boolean;
  };
  secrets: { seal(plain: string): string; open(sealed: string): string | null };
  servers: { findById(id: string): unknown };
  thisServerId: string;
  clock: () => number;
  /** Tells followers of the change feed at once (the status monitor re-checks a changed camera). */
  changed: () => void;
  /** Whether an address is one of this server's own ports (a camera may not point there). */
  ownEndpoint?: (host: string, port: number) => boolean;
}

/** What a search found, as adding needs it. */
export interface FoundForAdding {
  physicalId?: string | undefined;
  url: string;
  driver?: string | undefined;
  name?: string | undefined;
  vendor?: string | undefined;
  model?: string | undefined;
  mac?: string | undefined;
  params?: Record<string, string>;
}

const ref = (row: DeviceRow) => ({ type: 'camera' as const, id: row.id });

/** A readable default name: vendor and model, else the host and path of the URL. */
function defaultName(found: FoundForAdding): string {
  const byVendor = [found.vendor, found.model].filter(Boolean).join(' ').trim();
  if (byVendor && found.driver !== 'GENERIC_RTSP' && found.driver !== 'GENERIC_HTTP') return byVendor;
  try {
    const url = new URL(found.url);
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return found.url;
  }
}

export class DevicesService {
  constructor(private readonly d: DevicesServiceDeps) {}

  list(): readonly DeviceRow[] {
    return this.d.devices.list();
  }

  visibleTo(caller: Caller): readonly DeviceRow[] {
    return visibleOnly(caller.access, this.d.devices.list(), (r) => r.id);
  }

  /** A device by id, physicalId, logicalId or MAC (media-server-api §1.3), if there is one. */
  lookup(key: string): DeviceRow | undefined {
    const id = normalizeId(key);
    return (
      (id ? this.d.devices.findById(id) : undefined) ??
      this.d.devices.findByPhysicalId(key) ??
      this.d.devices.findByLogicalId(key) ??
      this.d.devices.findByMac(key)
    );
  }

  /** The device a path names, if the caller may see it; 404 otherwise. */
  find(caller: Caller, key: string): DeviceRow {
    const row = this.lookup(key);
    if (!row || !can(caller.access, 'view', ref(row))) throw NotFound.resource(key);
    return row;
  }

  paramsOf(id: string): ParamRecord {
    return this.d.params.of(id);
  }

  /** The stored password, for the server's own use (probing the camera). */
  passwordOf(row: DeviceRow): string {
    return row.credentialsSealed ? (this.d.secrets.open(row.credentialsSealed) ?? '') : '';
  }

  /** Where the server reaches the device's streams, with its credentials. */
  probeTarget(row: DeviceRow): ProbeTarget {
    return probeTargetOf(row, this.d.params.of(row.id), () => this.passwordOf(row));
  }

  create(caller: Caller, given: DeviceCreateRequest, pathId?: string): DeviceRow {
    const input = { ...given, ...credentialsOutOfUrl(given) };
    const driver = driverOfUrl(input.url);
    const physicalId = input.physicalId ?? input.url;
    const id = pathId ? normalizeId(pathId)! : input.id ? normalizeId(input.id)! : deviceIdOf(physicalId);
    const found: FoundForAdding = { url: input.url, driver, vendor: input.vendor, model: input.model };
    const base = this.newRow(id, { ...found, physicalId, mac: input.mac }, input.typeId);
    const write = applyDeviceInput(this.editable(base), { ...input, physicalId }, {});
    return this.insert(caller, base, write);
  }

  /** Adds what a search found (manual add), all or nothing; a device already there gets the new credentials. */
  addFound(
    caller: Caller,
    found: readonly FoundForAdding[],
    credentials: { user: string; password: string },
  ): DeviceRow[] {
    if (!can(caller.access, 'editCameras')) throw new Forbidden();
    const rows = inTransaction(this.d.db, () => found.map((f) => this.addOne(caller, f, credentials)));
    this.d.changed();
    return rows;
  }

  private addOne(
    caller: Caller,
    found: FoundForAdding,
    credentials: { user: string; password: string },
  ): DeviceRow {
    const physicalId = found.physicalId || found.url;
    const existing = this.d.devices.findByPhysicalId(physicalId);
    const credentialsInput = credentials.user || credentials.password ? credentials : undefined;
    if (existing) {
      if (!can(caller.access, 'edit', ref(existing))) throw new Forbidden();
      return credentialsInput ? this.change(caller, existing, { credentials: credentialsInput }) : existing;
    }
    const base = this.newRow(deviceIdOf(physicalId), { ...found, physicalId });
    const write = applyDeviceInput(this.editable(base), { credentials: credentialsInput }, {});
    for (const [name, value] of Object.entries(found.params ?? {})) write.params.set(name, value);
    return this.insert(caller, base, write);
  }

  change(caller: Caller, row: DeviceRow, given: DeviceChangeRequest, replace = false): DeviceRow {
    const input = { ...given, ...credentialsOutOfUrl(given) };
    if (!can(caller.access, 'edit', ref(row))) throw new Forbidden();
    if (input.id !== undefined && normalizeId(input.id) !== row.id)
      throw new InvalidParameter('id', input.id);
    const stored = this.d.params.of(row.id);
    const write = applyDeviceInput(this.editable(row), input, stored, replace);
    this.checkServer(write.next.serverId, input.serverId);
    checkAddresses(write, this.d.ownEndpoint);
    keepCredentialsWithAddress(row, stored, write);
    const changes: DeviceRowChanges = { ...this.rowFieldsOf(write.next), ...this.credentialColumns(write) };
    const updated = inTransaction(this.d.db, () => {
      this.checkLogicalId(write.next.logicalId, row.id);
      const saved = this.d.devices.update(row.id, changes);
      if (!saved) throw NotFound.resource(row.id);
      this.writeParams(row.id, write.params);
      return saved;
    });
    this.d.changed();
    return updated;
  }

  /** PUT: changes the device at the id, or adds it there when the id is new (§1.7). */
  replace(caller: Caller, key: string, input: DeviceChangeRequest): DeviceRow {
    const row = this.lookup(key);
    if (row) return this.change(caller, this.find(caller, key), input, true);
    const id = normalizeId(key);
    if (!id) throw NotFound.resource(key);
    if (!input.url) throw new InvalidParameter('url', input.url ?? null);
    return this.create(caller, { ...input, url: input.url }, id);
  }

  remove(caller: Caller, row: DeviceRow): void {
    if (!can(caller.access, 'delete', ref(row))) throw new Forbidden();
    inTransaction(this.d.db, () => this.d.devices.remove(row.id));
    this.d.changed();
  }

  /** Stores a status the monitor observed; true when it changed. */
  setStatus(id: string, status: DeviceStatus): boolean {
    const changed = this.d.devices.setStatus(id, status);
    if (changed) this.d.changed();
    return changed;
  }

  /** Writes parameters the server learnt about a device (its streams); nothing when it is gone. */
  setLearntParams(id: string, params: Record<string, string>): void {
    inTransaction(this.d.db, () => {
      if (!this.d.devices.findById(id)) return;
      for (const [name, value] of Object.entries(params)) this.d.params.set(id, name, value);
    });
    this.d.changed();
  }

  private newRow(id: string, found: FoundForAdding & { physicalId: string }, typeId?: string): NewDeviceRow {
    const driver: DeviceDriver = driverOfUrl(found.url, found.driver);
    return {
      id,
      physicalId: found.physicalId,
      url: found.url,
      typeId: typeId ? normalizeId(typeId)! : DEVICE_TYPE_IDS[driver],
      name: found.name || defaultName({ ...found, driver }),
      mac: found.mac ?? '',
      serverId: this.d.thisServerId,
      isManuallyAdded: true,
      vendor: found.vendor || driver,
      model: found.model ?? '',
      deviceType: 'Camera',
      capabilities: formatCapabilities(driver === 'ONVIF' ? ['isOnvif'] : ['customMediaUrl']),
      options: DEFAULT_DEVICE_OPTIONS,
      schedule: DEFAULT_SCHEDULE,
      motion: DEFAULT_DEVICE_MOTION,
      addedAtMs: this.d.clock(),
    };
  }

  private insert(caller: Caller, base: NewDeviceRow, write: DeviceWrite): DeviceRow {
    if (!can(caller.access, 'editCameras')) throw new Forbidden();
    this.checkServer(write.next.serverId, write.next.serverId);
    checkAddresses(write, this.d.ownEndpoint);
    const row: NewDeviceRow = { ...base, ...this.rowFieldsOf(write.next), ...this.credentialColumns(write) };
    const saved = inTransaction(this.d.db, () => {
      if (this.d.devices.findById(row.id) || this.d.devices.findByPhysicalId(row.physicalId))
        throw new AlreadyExists();
      this.checkLogicalId(row.logicalId ?? '', row.id);
      const inserted = this.d.devices.insert(row);
      this.writeParams(row.id, write.params);
      return inserted;
    });
    this.d.changed();
    return saved;
  }

  private editable(row: NewDeviceRow): EditableDevice {
    return {
      physicalId: row.physicalId,
      name: row.name,
      url: row.url ?? '',
      mac: row.mac ?? '',
      logicalId: row.logicalId ?? '',
      userGroupName: row.userGroupName ?? '',
      serverId: row.serverId,
      vendor: row.vendor ?? '',
      options: row.options,
      schedule: row.schedule,
      motion: row.motion,
    };
  }

  private rowFieldsOf(next: EditableDevice): DeviceRowChanges {
    const { physicalId: _p, vendor: _v, ...fields } = next;
    return fields;
  }

  private credentialColumns(write: DeviceWrite): DeviceRowChanges {
    const c = write.credentials;
    if (!c) return {};
    const out: DeviceRowChanges = {};
    if (c.user !== undefined) out.credentialsUser = c.user;
    if (c.password === null) out.credentialsSealed = '';
    else if (c.password !== undefined) out.credentialsSealed = this.d.secrets.seal(c.password);
    return out;
  }

  /** A camera address may not be one of this server's own ports. */
  /**
   * A parameter of a camera written by another call (`/ec2/setResourceParams`), inside its transaction: its
   * stream URLs follow the address rules of `change` (never this server; a move drops the credentials).
   */
  parameterWritten(id: string, name: string, value: string | null): void {
    if (name !== MEDIA_PARAMS.streamUrls) return;
    const row = this.d.devices.findById(id);
    if (!row) return;
    const write: DeviceWrite = {
      next: this.editable(row),
      params: new Map([[name, value]]),
      credentials: null,
    };
    checkAddresses(write, this.d.ownEndpoint);
    keepCredentialsWithAddress(row, this.d.params.of(id), write);
    const columns = this.credentialColumns(write);
    if (Object.keys(columns).length) this.d.devices.update(id, columns);
  }

  private writeParams(id: string, params: ReadonlyMap<string, string | null>): void {
    for (const [name, value] of params) {
      if (value === null) this.d.params.remove(id, name);
      else this.d.params.set(id, name, value);
    }
  }

  private checkServer(serverId: string, raw: string | undefined): void {
    if (!this.d.servers.findById(serverId)) throw new InvalidParameter('serverId', raw ?? serverId);
  }

  /** Logical ids are the user's numbers for cameras: no two cameras share one. */
  private checkLogicalId(logicalId: string, ownId: string): void {
    if (logicalId && this.d.devices.logicalIdTaken(logicalId, ownId))
      throw new InvalidParameter({ text: `The logical id ${logicalId} is taken by another camera.` });
  }
}
