/**
 * Server records, module and runtime information as replies: joins the stored records with what the running
 * server reads from its host. Requests for servers that are not running here cannot be answered with live
 * data, so `*` lists only this server and a named other server is unavailable.
 */
import type { ServerInformation, ServerModel, ServerRuntimeInformation } from '@argus/contract';
import type { AppContext } from '../context.ts';
import type { ServerRow } from '../db/rows.ts';
import { type HostInfo, hostInfo } from '../host/host-info.ts';
import { ApiError } from '../http/api-error.ts';
import { type InfoSources, runtimeInformation, serverInformation } from './servers.info.ts';
import { type LiveServer, liveServer, toServerModel } from './servers.model.ts';
import { ServersRepository } from './servers.repository.ts';
import { ServersService } from './servers.service.ts';
import { SYS_ID_TIME_KEY } from './system.service.ts';
import { isNewSystem } from './system-state.ts';

export type ViewContext = Pick<
  AppContext,
  'db' | 'config' | 'settings' | 'users' | 'identity' | 'clock' | 'localState'
>;

export const serverOfflineText = (id: string) => `Server '${id}' is offline.`;

export class ServersView {
  readonly service: ServersService;

  constructor(
    private readonly ctx: ViewContext,
    /** The port this server listens on, read at request time. */
    private readonly port: () => number,
  ) {
    this.service = new ServersService(ctx.db, new ServersRepository(ctx.db), ctx.identity.serverId);
  }

  async live(row: ServerRow): Promise<LiveServer> {
    return this.liveOn(await hostInfo(), row);
  }

  private liveOn(host: HostInfo, row: ServerRow): LiveServer {
    return liveServer({
      host,
      bindHost: this.ctx.config.host,
      port: this.port(),
      isNewSystem: isNewSystem(this.ctx.settings),
      storedFlags: row.flags,
    });
  }

  async model(row: ServerRow): Promise<ServerModel> {
    return toServerModel(row, this.service.isThis(row) ? await this.live(row) : null);
  }

  async models(): Promise<ServerModel[]> {
    return Promise.all(this.service.list().map((row) => this.model(row)));
  }

  private async sources(): Promise<InfoSources> {
    return {
      settings: this.ctx.settings,
      users: this.ctx.users,
      identity: this.ctx.identity,
      host: await hostInfo(),
      nowMs: this.ctx.clock(),
      systemIdentityTimeMs: this.ctx.localState.get<number>(SYS_ID_TIME_KEY) ?? 0,
    };
  }

  /**
   * The running servers a path addresses: `*` → every online server (this one; with `strict`, an offline
   * server fails the call); an id or `this` → that server, which must be this one to answer.
   */
  private runningTargets(param: string, strict: boolean): ServerRow[] {
    if (param === '*') {
      const rows = this.service.list();
      const offline = rows.find((r) => !this.service.isThis(r));
      if (strict && offline) throw new ApiError('serviceUnavailable', serverOfflineText(offline.id));
      return rows.filter((r) => this.service.isThis(r));
    }
    const row = this.service.get(param);
    if (!this.service.isThis(row)) throw new ApiError('serviceUnavailable', serverOfflineText(row.id));
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

  /** This server's own record (created at bootstrap). */
  thisRow(): ServerRow {
    return this.service.get('this');
  }
}
