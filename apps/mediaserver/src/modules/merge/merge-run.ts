/**
 * Carrying a merge out (issue 20, media-server-api §4.2.6), once its checks passed: the system that keeps its
 * settings admits the other side's server, and that server joins it (system-replication/join-system.ts).
 * - `takeRemoteSettings`: the remote system admits this server, then this server joins it.
 * - otherwise this system admits the remote server, then tells it to join; this server follows the remote
 *   one's merge status until it is done.
 * The caller gets its answer at once; `mergeInProgress` stays true until the joining server holds the
 * system's database and has written back what it brought. A failure is logged; the status then says the
 * merge is over.
 */

import { normalizeId, Unavailable } from '@argus/contract';
import type { AdmitServerReply, SystemServerRecord } from '@argus/contract/mediaserver';
import { newSyncKey } from '../system-replication/index.ts';
import type { RemoteSystem } from './remote-system.ts';

export interface MergeRunDeps {
  /** This server as the others record it (live addresses). */
  ownRecord(): SystemServerRecord;
  /** Admits a server into this system (admission.ts). */
  admit(server: SystemServerRecord, syncKey: string): AdmitServerReply;
  /** This server leaves its system and joins the one given. */
  join(systemId: string, syncKey: string, server: SystemServerRecord): Promise<unknown>;
  /** Records `lastMergeMasterId` and `lastMergeSlaveId` (system settings, replicated). */
  recordMerge(masterId: string, slaveId: string): void;
  log(level: 'info' | 'warn', message: string, fields: Record<string, unknown>): void;
  /** How often the joining remote server's status is asked (ms). */
  followMs?: number;
}

const FOLLOW_MS = 500;

export interface MergeOptions {
  /** The remote system keeps its settings: this server joins it. */
  takeRemoteSettings: boolean;
  /** Only the server asked joins, not the other servers of its system. */
  mergeOneServer: boolean;
}

export class MergeRun {
  private running: Promise<void> | null = null;

  constructor(private readonly d: MergeRunDeps) {}

  get inProgress(): boolean {
    return this.running !== null;
  }

  /** Starts the merge in the background; resolves once the joining side has been told (or failed to be). */
  async start(remote: RemoteSystem, remoteServerId: string, options: MergeOptions): Promise<void> {
    if (this.running) throw new Unavailable('A merge is already in progress on this server.');
    const own = this.d.ownRecord();
    let work: Promise<void>;
    if (options.takeRemoteSettings) {
      const key = newSyncKey();
      const admitted = await remote.admit({ server: own, syncKey: key });
      work = this.d
        .join(admitted.systemId, key, admitted.server)
        .then(() => this.d.recordMerge(admitted.server.id, own.id));
    } else {
      const joining = await this.remoteServersJoining(remote, remoteServerId, options.mergeOneServer);
      let systemId = '';
      for (const record of joining) {
        const key = newSyncKey();
        systemId = this.d.admit(record, key).systemId;
        const guid = record.id === remoteServerId ? undefined : record.id;
        await remote.join({ systemId, syncKey: key, server: own }, guid);
      }
      this.d.recordMerge(own.id, remoteServerId);
      work = Promise.all(
        joining.map((record) =>
          this.followRemote(remote, record.id === remoteServerId ? undefined : record.id),
        ),
      ).then(() => {});
    }
    this.track(remote.base.host, work);
  }

  /**
   * The remote servers that join: the one asked (at the address it was asked at), and unless `mergeOneServer`
   * every other server of its system that is online, at the addresses its system records.
   */
  private async remoteServersJoining(
    remote: RemoteSystem,
    remoteServerId: string,
    mergeOneServer: boolean,
  ): Promise<SystemServerRecord[]> {
    const info = await remote.information();
    const asked: SystemServerRecord = {
      id: remoteServerId,
      name: info.name,
      endpoints: [remote.base.host],
      version: info.version,
    };
    if (mergeOneServer) return [asked];
    const others = (await remote.servers())
      .map((s) => ({ ...s, id: normalizeId(s.id) ?? s.id }))
      .filter((s) => s.id !== remoteServerId && s.status === 'Online')
      .map((s) => ({ id: s.id, name: s.name, endpoints: s.endpoints, version: s.version }));
    return [asked, ...others];
  }

  private track(remote: string, work: Promise<void>): void {
    this.running = work
      .then(() => this.d.log('info', 'Merge done', { remote }))
      .catch((error: unknown) =>
        this.d.log('warn', 'Merge failed', {
          remote,
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        this.running = null;
      });
  }

  /** This server joins a system that admitted it (`POST /rest/v1/system/merge/join`), in the background. */
  startJoin(systemId: string, syncKey: string, server: SystemServerRecord): void {
    if (this.running) throw new Unavailable('A merge is already in progress on this server.');
    this.track(
      server.endpoints[0] ?? server.id,
      this.d.join(systemId, syncKey, server).then(() => {}),
    );
  }

  /** Waits until the remote server (`serverGuid`, else the one asked) says its merge is over. */
  private followRemote(remote: RemoteSystem, serverGuid?: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const look = () => {
        remote.mergeStatus(serverGuid).then((status) => {
          if (!status.mergeInProgress) resolve();
          else setTimeout(look, this.d.followMs ?? FOLLOW_MS).unref();
        }, reject);
      };
      look();
    });
  }

  /** Resolves when no merge runs (tests, shutdown). */
  async settled(): Promise<void> {
    await this.running;
  }
}
