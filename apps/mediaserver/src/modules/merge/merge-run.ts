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

import { Unavailable } from '@argus/contract';
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

export class MergeRun {
  private running: Promise<void> | null = null;

  constructor(private readonly d: MergeRunDeps) {}

  get inProgress(): boolean {
    return this.running !== null;
  }

  /** Starts the merge in the background; resolves once the joining side has been told (or failed to be). */
  async start(remote: RemoteSystem, remoteServerId: string, takeRemoteSettings: boolean): Promise<void> {
    if (this.running) throw new Unavailable('A merge is already in progress on this server.');
    const own = this.d.ownRecord();
    let work: Promise<void>;
    if (takeRemoteSettings) {
      const key = newSyncKey();
      const admitted = await remote.admit({ server: own, syncKey: key });
      work = this.d
        .join(admitted.systemId, key, admitted.server)
        .then(() => this.d.recordMerge(admitted.server.id, own.id));
    } else {
      const info = await remote.information();
      const key = newSyncKey();
      const record: SystemServerRecord = {
        id: remoteServerId,
        name: info.name,
        endpoints: [remote.base.host],
        version: info.version,
      };
      const admitted = this.d.admit(record, key);
      await remote.join({ systemId: admitted.systemId, syncKey: key, server: own });
      this.d.recordMerge(own.id, remoteServerId);
      work = this.followRemote(remote);
    }
    this.track(remote.base.host, work);
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

  /** Waits until the remote server says its merge is over. */
  private followRemote(remote: RemoteSystem): Promise<void> {
    return new Promise((resolve, reject) => {
      const look = () => {
        remote.mergeStatus().then((status) => {
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
