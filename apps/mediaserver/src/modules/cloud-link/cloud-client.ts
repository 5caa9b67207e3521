/**
 * The media server's HTTP client of the Argus cloud (cloud-api §5.4, §5.13): it speaks to `/cdb` with the
 * system's own credentials, HTTP Basic `systemId:authKey`. Binding confirms itself here and unbinding tells
 * the cloud; the link's later parts (presence, user sync, token validation, relay) grow this client.
 */
import { Forbidden, Unavailable, Unprocessable } from '@argus/contract';
import {
  type CdbShareRequest,
  type CloudUser,
  cdbSharingReplySchema,
  introspectionReplySchema,
  type TokenIntrospection,
} from '@argus/contract/cloud';

/** How long one call to the cloud may take before the cloud counts as unreachable. */
export const CLOUD_CALL_TIMEOUT_MS = 10_000;

export const NO_CLOUD_TEXT =
  'Cloud features are not available: this server was started without a cloud address (--cloud-url or CLOUD_URL).';
export const CLOUD_UNREACHABLE_TEXT = 'The cloud is not accessible yet. Please try again later.';

/** The credentials a bound system holds (settings `cloudSystemID`, `cloudAuthKey`). */
export interface SystemCredentials {
  systemId: string;
  authKey: string;
}

/** What the cloud said about a system's credentials. */
export type CloudVerdict = 'accepted' | 'rejected';

type Fetch = typeof fetch;

export class CloudClient {
  constructor(
    /** Origin of the cloud (`--cloud-url`); undefined when the server was given none. */
    readonly url: string | undefined,
    private readonly fetchImpl: Fetch = fetch,
    private readonly timeoutMs = CLOUD_CALL_TIMEOUT_MS,
  ) {}

  /** The cloud's host name as the `cloudHost` setting keeps it; `""` without a cloud. */
  get host(): string {
    return this.url ? new URL(this.url).host : '';
  }

  /** The cloud's origin; 422 with a clear text when the server has none. */
  private origin(): string {
    if (!this.url) throw new Unprocessable(NO_CLOUD_TEXT);
    return this.url;
  }

  /** Fails with 422 when no cloud is configured, before anything else is checked. */
  requireConfigured(): void {
    this.origin();
  }

  /**
   * Confirms a binding (cloud-api §5.4 item 1): `GET /cdb/system/get?systemId=` with the system's
   * credentials. The cloud marks the system activated; it must answer with that very system.
   */
  async confirmBinding(credentials: SystemCredentials): Promise<CloudVerdict> {
    const query = new URLSearchParams({ systemId: credentials.systemId });
    const res = await this.call('GET', `/cdb/system/get?${query}`, credentials);
    if (isRejection(res.status)) return 'rejected';
    const body = await readJson(res);
    const systems = (body as { systems?: { id?: unknown }[] } | null)?.systems;
    if (!res.ok || !Array.isArray(systems)) throw new Unavailable(CLOUD_UNREACHABLE_TEXT);
    const id = credentials.systemId.toLowerCase();
    return systems.some((s) => String(s.id).toLowerCase() === id) ? 'accepted' : 'rejected';
  }

  /**
   * Tells the cloud to forget the system (`POST /cdb/system/unbind` with its own credentials, §5.7).
   * `rejected`: the cloud no longer knows these credentials (the system was disconnected there already).
   */
  async unbind(credentials: SystemCredentials): Promise<CloudVerdict> {
    const res = await this.call('POST', '/cdb/system/unbind', credentials, {
      systemId: credentials.systemId,
    });
    if (isRejection(res.status)) return 'rejected';
    const body = await readJson(res);
    if (!res.ok || (body as { resultCode?: unknown } | null)?.resultCode !== 'ok')
      throw new Unavailable(CLOUD_UNREACHABLE_TEXT);
    return 'accepted';
  }

  /**
   * The system's share list (cloud-api §5.4 item 3, §5.6): `GET /cdb/system/getCloudUsers?systemId=`, the
   * owner among them. A reply that is not the contract's `{sharing}` counts as an unreachable cloud: the
   * server must not reconcile its users against a half-understood list.
   */
  async getCloudUsers(credentials: SystemCredentials): Promise<CloudUser[] | 'rejected'> {
    const query = new URLSearchParams({ systemId: credentials.systemId });
    const res = await this.call('GET', `/cdb/system/getCloudUsers?${query}`, credentials);
    if (isRejection(res.status)) return 'rejected';
    const parsed = cdbSharingReplySchema.safeParse(await readJson(res));
    if (!res.ok || !parsed.success) throw new Unavailable(CLOUD_UNREACHABLE_TEXT);
    return parsed.data.sharing;
  }

  /**
   * Changes the system's share list (cloud-api §5.4 item 3): `POST /cdb/system/share` with the system's
   * credentials, for a cloud user created, changed or deleted on this server. The cloud's refusal is the
   * caller's error with the cloud's text: 403 when it forbids (or no longer knows the system), 422 for any
   * other refusal; no answer, a server error or an answer in another shape is 503 (an unreachable cloud).
   * `alreadyRemoved`: a removal (`none`) of a share the cloud does not have (removed there, not synced here).
   */
  async share(credentials: SystemCredentials, body: CdbShareRequest): Promise<'shared' | 'alreadyRemoved'> {
    const res = await this.call('POST', '/cdb/system/share', credentials, body);
    const reply = (await readJson(res)) as { resultCode?: unknown; errorText?: unknown } | null;
    const text = typeof reply?.errorText === 'string' && reply.errorText ? reply.errorText : undefined;
    if (body.accessRole === 'none' && res.status === 404 && reply?.resultCode === 'notFound')
      return 'alreadyRemoved';
    if (res.status === 401 || res.status === 403) throw new Forbidden(text);
    if (res.status >= 400 && res.status < 500) throw new Unprocessable(text);
    if (!res.ok || typeof reply?.resultCode !== 'string') throw new Unavailable(CLOUD_UNREACHABLE_TEXT);
    // The cloud DB may answer a logic error with 200 and a resultCode other than ok (cloud-api §1.4).
    if (reply.resultCode !== 'ok') throw new Unprocessable(text);
    return 'shared';
  }

  /**
   * What the cloud says of an access token a caller presented (cloud-api §4.4, §5.4 item 4):
   * `GET /cdb/oauth2/token/{token}` with the system's credentials. `rejected`: the cloud does not know the
   * token as a live access token. An answer in another shape counts as a cloud that cannot be reached.
   */
  async introspect(credentials: SystemCredentials, token: string): Promise<TokenIntrospection | 'rejected'> {
    const res = await this.call('GET', `/cdb/oauth2/token/${encodeURIComponent(token)}`, credentials);
    if (isRejection(res.status)) return 'rejected';
    const parsed = introspectionReplySchema.safeParse(await readJson(res));
    if (!res.ok || !parsed.success) throw new Unavailable(CLOUD_UNREACHABLE_TEXT);
    return parsed.data;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    credentials: SystemCredentials,
    body?: unknown,
  ): Promise<Response> {
    const basic = Buffer.from(`${credentials.systemId}:${credentials.authKey}`).toString('base64');
    try {
      return await this.fetchImpl(`${this.origin()}${path}`, {
        method,
        headers: {
          authorization: `Basic ${basic}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      if (error instanceof Unprocessable) throw error;
      throw new Unavailable(CLOUD_UNREACHABLE_TEXT);
    }
  }
}

/** 401/403/404: the cloud does not accept these credentials for this system. */
function isRejection(status: number): boolean {
  return status === 401 || status === 403 || status === 404;
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}
