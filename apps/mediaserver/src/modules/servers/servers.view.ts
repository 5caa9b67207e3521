/**
 * Server records, module and runtime information as replies: joins the stored records with what the running
 * server reads from its host. Requests for servers that are not running here cannot be answered with live
 * data: they are asked for their own answers (`PeerReader`), and one that does not answer is offline.
 */
import { Unavailable } from '@argus/contract';
import type { ServerInformation, ServerModel, ServerRuntimeInformation } from '@argus/contract/mediaserver';
import { type HostInfo, hostInfo } from '../../host/host-info.ts';
import type { SettingsService } from '../settings/index.ts';
import { isNewSystem, type ServerIdentity } from '../system/index.ts';
import type { UserRow } from '../users/index.ts';
import { type InfoSources, runtimeInformation, serverInformation } from './servers.info.ts';
import { type LiveServer, liveServer, toServerModel } from './servers.model.ts';
import type { PeerReader } from './servers.peers.ts';
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
  /** Whether this server's sync link to another server of the system is up now. */
  peerOnline: (serverId: string) => boolean;
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
    if (!this.d.service.isThis(row)) return toServerModel(row, null, this.d.peerOnline(row.id));
    return toServerModel(row, this.liveOn(await hostInfo(), row));
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
   * The answers of the servers a path addresses: `*` → every server of the system (this one from here, the
   * others asked through `peers`; one that does not answer is left out, or with `strict` fails the call);
   * an id or `this` → that server's answer. Without `peers` (legacy calls) other servers count as offline.
   */
  private async gather<T>(
    param: string,
    strict: boolean,
    local: (row: ServerRow) => T,
    remote: { peers: PeerReader | undefined; path: string },
  ): Promise<T[]> {
    const { service } = this.d;
    const ask = (row: ServerRow): Promise<T> => {
      if (service.isThis(row)) return Promise.resolve(local(row));
      if (!remote.peers) return Promise.reject(new Unavailable(serverOfflineText(row.id)));
      return remote.peers.read(row, remote.path) as Promise<T>;
    };
    if (param !== '*') return [await ask(service.get(param))];
    const rows = service.list();
    const answers = await Promise.allSettled(rows.map(ask));
    const failed = answers.find((a) => a.status === 'rejected');
    if (strict && failed) throw failed.reason;
    return answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
  }

  async info(param: string, strict = false, peers?: PeerReader): Promise<ServerInformation[]> {
    const src = await this.sources();
    return this.gather(param, strict, (row) => serverInformation(row, this.liveOn(src.host, row), src), {
      peers,
      path: '/rest/v1/servers/this/info?_keepDefault=true',
    });
  }

  async runtime(param: string, strict = false, peers?: PeerReader): Promise<ServerRuntimeInformation[]> {
    const src = await this.sources();
    return this.gather(param, strict, (row) => runtimeInformation(row, this.liveOn(src.host, row), src), {
      peers,
      path: '/rest/v2/servers/this/runtimeInfo?_keepDefault=true',
    });
  }
}
