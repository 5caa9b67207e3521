/**
 * Merging another system into this one (media-server-api §4.2.6): every check of a merge against the remote
 * system, asked as its owner, and the status the console polls. A dry run answers once every check passed
 * and changes nothing; otherwise the merge runs (merge-run.ts) and the status says so until it is done.
 */
import { randomUUID } from 'node:crypto';
import { MissingParameter, normalizeId } from '@argus/contract';
import type {
  LegacyMergeRequest,
  LegacyModuleInformation,
  MergeStatusReply,
  PingSystemQuery,
  SystemInformation,
  SystemMergeData,
} from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { verifyPassword } from '../../auth/password.ts';
import { MERGE_TEXTS, type MergeSide, mergeProblem, releaseOf } from './merge-checks.ts';
import { MergeFailure } from './merge-failure.ts';
import type { MergeRun } from './merge-run.ts';
import {
  type RemoteCredentials,
  RemoteRefused,
  RemoteSystem,
  remoteBaseUrl,
  sideOf,
} from './remote-system.ts';

const NO_MERGE_ID = '00000000-0000-0000-0000-000000000000';
/** Local-state key of the last merge's id (a dry run's too). */
const LAST_MERGE_KEY = 'lastMergeId';

export interface MergeServiceDeps {
  information(): SystemInformation;
  /** The e-mail of the cloud account that owns this system while it is bound. */
  cloudOwner(): string;
  serverId: string;
  localState: { get<T>(key: string): T | undefined; set(key: string, value: unknown): void };
  run: MergeRun;
}

interface MergeOptions {
  takeRemoteSettings: boolean;
  ignoreIncompatible: boolean;
  remoteServerId?: string | undefined;
}

export class MergeService {
  constructor(private readonly d: MergeServiceDeps) {}

  status(): MergeStatusReply {
    return {
      mergeId: this.d.localState.get<string>(LAST_MERGE_KEY) ?? NO_MERGE_ID,
      mergeInProgress: this.d.run.inProgress,
    };
  }

  /** `POST /rest/v1/system/merge`. */
  async merge(body: SystemMergeData): Promise<MergeStatusReply> {
    const remote = new RemoteSystem(remoteBaseUrl(body.remoteEndpoint, 'remoteEndpoint'), {
      kind: 'token',
      token: body.remoteSessionToken,
    });
    const remoteServerId = await this.check(remote, 'remoteSessionToken', {
      takeRemoteSettings: body.takeRemoteSettings ?? false,
      ignoreIncompatible: body.ignoreIncompatible ?? false,
      remoteServerId: body.remoteServerId,
    });
    const checked = this.checked();
    if (body.dryRun) return checked;
    await this.d.run.start(remote, remoteServerId, {
      takeRemoteSettings: body.takeRemoteSettings ?? false,
      mergeOneServer: body.mergeOneServer ?? false,
    });
    return this.status();
  }

  /** `POST /api/mergeSystems`: the caller proves its password, the remote owner by URL auth keys. */
  async legacyMerge(caller: Caller, body: LegacyMergeRequest): Promise<LegacyModuleInformation> {
    if (caller.user.passwordHash) {
      if (body.currentPassword === undefined) throw new MissingParameter('currentPassword');
      if (!(await verifyPassword(caller.user.passwordHash, body.currentPassword)))
        throw new MergeFailure('forbidden', 'Wrong password', 'UNAUTHORIZED');
    }
    if (!body.getKey) throw new MissingParameter('getKey');
    const remote = new RemoteSystem(remoteBaseUrl(body.url, 'url'), {
      kind: 'authKey',
      getKey: body.getKey,
      postKey: body.postKey,
    });
    const remoteServerId = await this.check(remote, 'getKey', {
      takeRemoteSettings: body.takeRemoteSettings ?? false,
      ignoreIncompatible: body.ignoreIncompatible ?? false,
    });
    this.checked();
    const information = await remote.moduleInformation();
    if (!body.dryRun)
      await this.d.run.start(remote, remoteServerId, {
        takeRemoteSettings: body.takeRemoteSettings ?? false,
        mergeOneServer: body.mergeOneServer ?? false,
      });
    return information;
  }

  /** `GET /api/pingSystem`: the remote module information, once it answers, is compatible and knows the key. */
  async pingSystem(query: PingSystemQuery): Promise<LegacyModuleInformation> {
    const credentials: RemoteCredentials | null = query.getKey
      ? { kind: 'authKey', getKey: query.getKey }
      : null;
    const base = remoteBaseUrl(query.url, 'url');
    const remote = new RemoteSystem(base, credentials ?? { kind: 'authKey', getKey: '' });
    const info = await remote.information();
    const local = this.d.information();
    if (info.protoVersion !== local.protoVersion || releaseOf(info.version) !== releaseOf(local.version))
      throw new MergeFailure('unprocessable', MERGE_TEXTS.version, 'INCOMPATIBLE');
    if (!credentials) throw new MissingParameter('getKey');
    return this.asOwner('getKey', () => remote.moduleInformation());
  }

  private checked(): MergeStatusReply {
    const mergeId = randomUUID();
    this.d.localState.set(LAST_MERGE_KEY, mergeId);
    return { mergeId, mergeInProgress: false };
  }

  /** Every check of a merge; throws the first problem. Answers the id of the remote server asked. */
  private async check(remote: RemoteSystem, credentialName: string, options: MergeOptions): Promise<string> {
    if (this.d.run.inProgress)
      throw new MergeFailure('unavailable', 'A merge is already in progress.', 'FAIL');
    const info = await remote.information();
    if (!info.localId)
      throw new MergeFailure('unprocessable', MERGE_TEXTS.unconfigured, 'UNCONFIGURED_SYSTEM');
    if (options.remoteServerId && !info.servers.some((id) => sameId(id, options.remoteServerId ?? '')))
      throw new MergeFailure(
        'invalidParameter',
        `Invalid parameter \`remoteServerId\`: ${options.remoteServerId} is not a server of that system.`,
        'FAIL',
      );
    const owner = await this.asOwner(credentialName, () => remote.isOwner());
    if (!owner)
      throw new MergeFailure(
        'invalidParameter',
        `Invalid parameter \`${credentialName}\`: the credentials are not those of the other system's owner.`,
        'UNAUTHORIZED',
      );
    const remoteSide: MergeSide = sideOf(info, info.cloudId ? await remote.cloudOwner() : '');
    const problem = mergeProblem({
      local: { ...sideOf(this.d.information(), this.d.cloudOwner()), serverId: this.d.serverId },
      remote: remoteSide,
      takeRemoteSettings: options.takeRemoteSettings,
      ignoreIncompatible: options.ignoreIncompatible,
    });
    if (problem) throw new MergeFailure('unprocessable', problem.text, problem.legacyId);
    const remoteServer = (await remote.moduleInformation()).id;
    return normalizeId(remoteServer) ?? remoteServer;
  }

  /** Runs a call as the remote owner; refused credentials are the merge's `UNAUTHORIZED`. */
  private async asOwner<T>(credentialName: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof RemoteRefused)) throw error;
      throw new MergeFailure(
        'invalidParameter',
        `Invalid parameter \`${credentialName}\`: the other system refused it (invalid or expired).`,
        'UNAUTHORIZED',
      );
    }
  }
}

function sameId(a: string, b: string): boolean {
  const id = normalizeId(a);
  return id !== null && id === normalizeId(b);
}
