/**
 * Server records, module and runtime information as replies: joins the stored records with what the running
 * server reads from its host. Requests for servers that are not running here cannot be answered with live
 * data, so `*` lists only this server and a named other server is unavailable.
 */
import { Unavailable } from '@argus/contract';
import type { ServerInformation, ServerModel, ServerRuntimeInformation } from '@argus/contract/mediaserver';
import { type HostInfo, hostInfo } from '../../host/host-info.ts';
import type { SettingsService } from '../settings/index.ts';
import { isNewSystem, type ServerIdentity } from '../system/index.ts';
import type { UserRow } from '../users/index.ts';
import { type InfoSources, runtimeInformation, serverInformation } from './servers.info.ts';
import { type LiveServer, liveServer, toServerModel } from './servers.model.ts';
import type { ServersService } from './servers.service.ts';
import type { ServerRow } from './servers.table.ts';

export const serverOfflineText = (id: string) => `Server '${id}' is offline.`;

export interface ServersViewDeps {
  service: ServersService;
  settings: SettingsService;
  users: { list(): readonly UserRow[] };
  identity: ServerIdentity;
  clock: () => number;
  /** The address the HTTP server is bound to (config `host`). */
  bindHost: string;
  /** The port this server listens on, read at request time. */
  port: () => number;
  /** When the system got its identity (setup or merge); 0 before. */
  systemIdentityTimeMs: () => number;
  tls: { cert: string; userProvided: boolean };
  /** Whether the link to the cloud is open now. */
  cloudLinked: () => boolean;
}

export class ServersView {
  constructor(private readonly d: ServersViewDeps) {}

  private liveOn(host: HostInfo, row: ServerRow): LiveServer {
    return liveServer({
      host,
      bindHost: this.d.bindHost,
      port: this.d.port(),
      isNewSystem: isNewSystem(this.d.settings),
      storedFlags: row.flags,
    });
  }

  async model(row: ServerRow): Promise<ServerModel> {
    return toServerModel(row, this.d.service.isThis(row) ? this.liveOn(await hostInfo(), row) : null);
  }

  async models(): Promise<ServerModel[]> {
    return Promise.all(this.d.service.list().map((row) => this.model(row)));
  }

  private async sources(): Promise<InfoSources> {
    return {
      settings: this.d.settings,
      users: this.d.users,
      identity: this.d.identity,
      host: await hostInfo(),
      nowMs: this.d.clock(),
      systemIdentityTimeMs: this.d.systemIdentityTimeMs(),
      tls: this.d.tls,
      cloudLinked: this.d.cloudLinked(),
    };
  }

  /**
   * The running servers a path addresses: `*` → every online server (this one; with `strict`, an offline
   * server fails the call); an id or `this` → that server, which must be this one to answer.
   */
  private runningTargets(param: string, strict: boolean): ServerRow[] {
    const { service } = this.d;
    if (param === '*') {
      const rows = service.list();
      const offline = rows.find((r) => !service.isThis(r));
      if (strict && offline) throw new Unavailable(serverOfflineText(offline.id));
      return rows.filter((r) => service.isThis(r));
    }
    const row = service.get(param);
    if (!service.isThis(row)) throw new Unavailable(serverOfflineText(row.id));
    return [row];
  }

  async info(param: string, strict = false): Promise<ServerInformation[]> {
    const src = await this.sources();
    const rows = this.runningTargets(param, strict);
    return rows.map((row) => serverInformation(row, this.liveOn(src.host, row), src));
  }

  async runtime(param: string, strict = false): Promise<ServerRuntimeInformation[]> {
    const src = await this.sources();
    const rows = this.runningTargets(param, strict);
    return rows.map((row) => runtimeInformation(row, this.liveOn(src.host, row), src));
  }
}
