/**
 * Devices as replies, for a caller: the REST models (v1 without `deviceType`, v2 with it) and the legacy
 * `CameraDataEx`. The lists of every device are built once per change of the devices or their parameters and
 * shared, frozen (10,000 cameras are a lot to map on every request); callers without all-media access get the
 * part they may see. Admins see passwords only while `exposeDeviceCredentials` is on (§3.10).
 */
import { isAdmin } from '@argus/contract';
import {
  type DeviceModel,
  type LegacyCameraDataEx,
  seesAllResources,
  visibleOnly,
} from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import type { ResourceParamsRepository } from '../resources/index.ts';
import { toLegacyCameraDataEx } from './devices.legacy-mapper.ts';
import { type ApiVersion, maskedPassword, type PasswordView, toDeviceModel } from './devices.mapper.ts';
import type { DevicesRepository } from './devices.repository.ts';
import type { DevicesService } from './devices.service.ts';
import type { DeviceRow } from './devices.table.ts';

export interface DevicesViewDeps {
  devices: DevicesRepository;
  params: Pick<ResourceParamsRepository, 'of' | 'revision'>;
  service: DevicesService;
  exposeCredentials: () => boolean;
  /**
   * Which cameras hold a license channel (`isLicenseUsed` is false for a camera set to record without one),
   * and a revision that changes when that does.
   */
  licenses?: () => { allows(cameraId: string): boolean; revision(): string };
}

interface Shared {
  key: string;
  v1?: readonly DeviceModel[];
  v2?: readonly DeviceModel[];
  /** The models as admins see them while passwords are exposed (the same for every admin). */
  exposed?: Partial<Record<ApiVersion, readonly DeviceModel[]>>;
  legacy?: readonly LegacyCameraDataEx[];
}

export class DevicesView {
  private shared: Shared = { key: '' };

  constructor(private readonly d: DevicesViewDeps) {}

  private current(): Shared {
    const key = `${this.d.devices.revision()}:${this.d.params.revision()}:${this.d.licenses?.().revision() ?? ''}`;
    if (this.shared.key !== key) this.shared = { key };
    return this.shared;
  }

  private holds(row: DeviceRow): boolean {
    return this.d.licenses?.().allows(row.id) ?? true;
  }

  private passwordFor(caller: Caller): PasswordView | null {
    if (!isAdmin(caller.permissions) || !this.d.exposeCredentials()) return null;
    return (row) => this.d.service.passwordOf(row);
  }

  model(caller: Caller, row: DeviceRow, version: ApiVersion): DeviceModel {
    return toDeviceModel(
      row,
      this.d.params.of(row.id),
      version,
      this.passwordFor(caller) ?? maskedPassword,
      this.holds(row),
    );
  }

  /**
   * The REST models of the devices the caller may see, shared and frozen (so their replies are shaped,
   * serialised and compressed once per change). A caller who sees passwords gets the models with the password
   * put into each device that has one, also made once per change.
   */
  models(caller: Caller, version: ApiVersion): readonly DeviceModel[] {
    const shared = this.current();
    shared[version] ??= Object.freeze(
      this.d.devices
        .list()
        .map((row) =>
          Object.freeze(
            toDeviceModel(row, this.d.params.of(row.id), version, maskedPassword, this.holds(row)),
          ),
        ),
    );
    const exposed = this.passwordFor(caller);
    if (!exposed) return this.visiblePart(caller, shared[version]);
    shared.exposed ??= {};
    shared.exposed[version] ??= Object.freeze(
      shared[version].map((model) => {
        const row = model.credentials?.password ? this.d.devices.findById(model.id) : undefined;
        if (!row) return model;
        return Object.freeze({
          ...model,
          credentials: { user: row.credentialsUser, password: exposed(row) },
        });
      }),
    );
    return this.visiblePart(caller, shared.exposed[version]);
  }

  legacyModels(caller: Caller): readonly LegacyCameraDataEx[] {
    const shared = this.current();
    shared.legacy ??= Object.freeze(
      this.d.devices
        .list()
        .map((row) => Object.freeze(toLegacyCameraDataEx(row, this.d.params.of(row.id), this.holds(row)))),
    );
    const all = shared.legacy;
    return this.visiblePart(caller, all, (m) => m.id.slice(1, -1));
  }

  private visiblePart<T extends { id: string }>(
    caller: Caller,
    all: readonly T[],
    idOf: (m: T) => string = (m) => m.id,
  ): readonly T[] {
    return seesAllResources(caller.access) ? all : visibleOnly(caller.access, all, idOf);
  }
}
