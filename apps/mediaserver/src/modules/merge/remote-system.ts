/**
 * The other side of a merge, asked over HTTPS (HTTP when its address says so) as its owner: its identity, its
 * cloud binding and whether the credentials we were given are an owner's. Servers of a system use their own
 * certificates, so a self-signed one is accepted. An address that does not answer is `FAIL` (503); refused
 * credentials are `UNAUTHORIZED`.
 */
import { InvalidParameter, Unavailable } from '@argus/contract';
import type {
  AdmitServerData,
  AdmitServerReply,
  JoinSystemData,
  LegacyModuleInformation,
  MergeStatusReply,
  ServerModel,
  SystemInformation,
} from '@argus/contract/mediaserver';
import { HttpFailure, type HttpReply, requestHttp } from '../../media/http-request.ts';
import type { MergeSide } from './merge-checks.ts';

const TIMEOUT_MS = 10_000;

/** How we prove to the remote server that we act for its owner. */
export type RemoteCredentials =
  | { kind: 'token'; token: string }
  /** URL auth keys computed by the client for GET and POST (media-server-api §3.5). */
  | { kind: 'authKey'; getKey: string; postKey?: string | undefined };

interface CallOptions {
  authenticated: boolean;
  /** A JSON body: the call is a POST. */
  body?: unknown;
  /** Another server of the remote system that answers the call (`X-Server-Guid`). */
  serverGuid?: string | undefined;
}

/** Base URL of a merge address: `host:port` (https), or a URL with its own protocol. */
export function remoteBaseUrl(endpoint: string, parameter: string): URL {
  const withProtocol = /^[a-z][a-z0-9+.-]*:\/\//i.test(endpoint) ? endpoint : `https://${endpoint}`;
  try {
    const url = new URL(withProtocol);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname) return new URL(url.origin);
  } catch {
    // reported below
  }
  throw new InvalidParameter(parameter, endpoint);
}

export class RemoteRefused extends Error {
  constructor(readonly status: number) {
    super(`The remote server refused the credentials (HTTP ${status}).`);
  }
}

export class RemoteSystem {
  constructor(
    readonly base: URL,
    private readonly credentials: RemoteCredentials,
  ) {}

  private async send(path: string, { authenticated, body, serverGuid }: CallOptions): Promise<HttpReply> {
    const url = new URL(path, this.base);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (serverGuid) headers['X-Server-Guid'] = serverGuid;
    if (authenticated && this.credentials.kind === 'token')
      headers.Authorization = `Bearer ${this.credentials.token}`;
    if (authenticated && this.credentials.kind === 'authKey')
      url.searchParams.set(
        'auth',
        body === undefined ? this.credentials.getKey : (this.credentials.postKey ?? this.credentials.getKey),
      );
    try {
      return await requestHttp(url.href, {
        headers,
        timeoutMs: TIMEOUT_MS,
        ...(body === undefined ? {} : { method: 'POST' as const, body: JSON.stringify(body) }),
      });
    } catch (error) {
      const why = error instanceof HttpFailure ? error.message : String(error);
      throw new Unavailable(`The server at ${this.base.host} does not answer: ${why}`);
    }
  }

  private async json<T>(path: string, options: CallOptions = { authenticated: true }): Promise<T> {
    const reply = await this.send(path, options);
    if (options.authenticated && (reply.status === 401 || reply.status === 403))
      throw new RemoteRefused(reply.status);
    let body: unknown;
    try {
      body = JSON.parse(reply.body);
    } catch {
      throw new Unavailable(`The server at ${this.base.host} is not a media server of this kind.`);
    }
    if (reply.status >= 400) {
      const text = (body as { errorString?: unknown } | null)?.errorString;
      throw new Unavailable(
        `The server at ${this.base.host} answered HTTP ${reply.status}${typeof text === 'string' && text ? `: ${text}` : '.'}`,
      );
    }
    return body as T;
  }

  /** `GET /rest/v1/system/info` (no authentication needed). */
  information(): Promise<SystemInformation> {
    return this.json<SystemInformation>('/rest/v1/system/info', { authenticated: false });
  }

  /** The remote module information, asked as its owner (the legacy calls' reply). */
  async moduleInformation(): Promise<LegacyModuleInformation> {
    const body = await this.json<{ reply?: LegacyModuleInformation }>('/api/moduleInformationAuthenticated');
    if (!body.reply) throw new Unavailable(`The server at ${this.base.host} gave no module information.`);
    return body.reply;
  }

  /** Whether the credentials are those of the remote system's owner. */
  async isOwner(): Promise<boolean> {
    const user = await this.json<{ reply?: { isAdmin?: boolean } }>('/api/getCurrentUser');
    return user.reply?.isAdmin === true;
  }

  /** The cloud account that owns the remote system, while it is bound (empty otherwise). */
  async cloudOwner(): Promise<string> {
    const owner = await this.json<unknown>('/rest/v1/system/settings/cloudAccountName');
    return typeof owner === 'string' ? owner : '';
  }

  /** Asks the remote system to admit this server (it keeps its settings; this server joins it). */
  admit(data: AdmitServerData): Promise<AdmitServerReply> {
    return this.json<AdmitServerReply>('/rest/v1/system/merge/admit', { authenticated: true, body: data });
  }

  /** Tells a remote server (`serverGuid`, else the one asked) to join this system, which admitted it. */
  join(data: JoinSystemData, serverGuid?: string): Promise<MergeStatusReply> {
    return this.json<MergeStatusReply>('/rest/v1/system/merge/join', {
      authenticated: true,
      body: data,
      serverGuid,
    });
  }

  /** The merge status of a remote server (`serverGuid`, else the one asked). */
  mergeStatus(serverGuid?: string): Promise<MergeStatusReply> {
    return this.json<MergeStatusReply>('/rest/v1/system/merge', {
      authenticated: serverGuid !== undefined,
      serverGuid,
    });
  }

  /** The servers of the remote system, with their status and addresses. */
  servers(): Promise<ServerModel[]> {
    return this.json<ServerModel[]>('/rest/v1/servers');
  }

  /** What the merge checks need to know of the remote side. */
  async side(): Promise<MergeSide> {
    const info = await this.information();
    const cloudOwner = info.cloudId ? await this.cloudOwner() : '';
    return sideOf(info, cloudOwner);
  }
}

/** A side of a merge from its system information and the e-mail of its cloud owner. */
export function sideOf(info: SystemInformation, cloudOwner: string): MergeSide {
  return {
    localId: info.localId ?? null,
    version: info.version,
    protoVersion: info.protoVersion,
    cloudHost: info.cloudHost,
    cloudId: info.cloudId ?? null,
    cloudOwner: info.cloudId ? cloudOwner : null,
    servers: info.servers,
  };
}
