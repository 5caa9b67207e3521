/** System identity (media-server-api §4.2.1) and the legacy ping (§4.2.5). */
import { legacyId, PRODUCT_CUSTOMIZATION, PRODUCT_VERSION, PROTO_VERSION } from '@argus/contract';
import type { PingReply, SystemInformation } from '@argus/contract/mediaserver';
import type { SettingsService } from '../settings/index.ts';
import type { UserRow } from '../users/index.ts';
import type { LocalStateRepository } from './local-state.repository.ts';
import type { ServerIdentity } from './server-identity.ts';
import { localSystemIdOf } from './system-state.ts';

/** Local-state key of the time (ms) the local system id was last set. */
export const SYS_ID_TIME_KEY = 'sysIdTime';
/** Local-state key of the HTTP port chosen with `/api/configure`, used from the next start. */
export const PORT_KEY = 'port';

export interface SystemServiceDeps {
  settings: SettingsService;
  users: { list(): readonly UserRow[] };
  servers: { list(): readonly { id: string }[] };
  localState: LocalStateRepository;
  identity: ServerIdentity;
  clock: () => number;
  /** Whether the link to the cloud is open now. */
  cloudLinked: () => boolean;
}

export class SystemService {
  constructor(private readonly d: SystemServiceDeps) {}

  /**
   * `GET /rest/v1/system/info`: `localId` only once the system is set up; `cloudLinked` [design] beside
   * `cloudId` while the system is bound.
   */
  information(): SystemInformation {
    const s = this.d.settings;
    const localId = s.get('localSystemId');
    const cloudId = s.get('cloudSystemID');
    const cloudOwner = cloudId ? this.d.users.list().find((u) => u.type === 'cloud' && u.isOwner) : undefined;
    return {
      name: s.get('systemName'),
      customization: PRODUCT_CUSTOMIZATION,
      version: PRODUCT_VERSION,
      protoVersion: PROTO_VERSION,
      cloudHost: s.get('cloudHost'),
      ...(localId ? { localId } : {}),
      ...(cloudId ? { cloudId, cloudLinked: this.d.cloudLinked() } : {}),
      ...(cloudOwner ? { cloudOwnerId: cloudOwner.id } : {}),
      servers: this.d.servers.list().map((r) => r.id),
      devices: [],
      synchronizedTimeMs: this.d.clock(),
    };
  }

  /**
   * `GET /api/ping`. [design] `tranLogTime` is the transaction-log timestamp of a 5.1 server: `sequence`
   * counts clock rollbacks (none: 0) and `ticksMs` is the server clock.
   */
  ping(): PingReply {
    return {
      moduleGuid: legacyId(this.d.identity.serverId),
      localSystemId: legacyId(localSystemIdOf(this.d.settings)),
      sysIdTime: this.d.localState.get<number>(SYS_ID_TIME_KEY) ?? 0,
      tranLogTime: { sequence: 0, ticksMs: this.d.clock() },
    };
  }

  /** When the system got its identity (setup or merge); 0 before. */
  identityTimeMs(): number {
    return this.d.localState.get<number>(SYS_ID_TIME_KEY) ?? 0;
  }
}
