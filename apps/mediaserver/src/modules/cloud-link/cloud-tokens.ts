/**
 * Cloud tokens (media-server-api §3.7, cloud-api §5.4 item 4): a Bearer (or header, or cookie) token this
 * server does not know is, while the system is bound, described by the cloud (`GET /cdb/oauth2/token/{token}`
 * with `systemId:authKey`). It is accepted only when its scope names exactly this system, and it stands for
 * the local `cloud` user of the account's e-mail.
 *
 * A cloud token has no row in the sessions table: the cloud is what keeps it alive. The server keeps the
 * cloud's answers in memory, keyed by a sha-256 of the token (never the token): a positive one for at most
 * 60 s (or until the token expires, if sooner), so a token revoked in the cloud stops working here within a
 * minute; a negative one for 5 s, so a client repeating a bad token does not make every request cross to the
 * cloud. The user is looked up on every use, so disabling or removing the cloud user takes effect at once.
 */
import { randomBytes } from 'node:crypto';
import type { AuthResult } from '@argus/contract';
import type { TokenIntrospection } from '@argus/contract/cloud';
import { hashToken, type SessionRow } from '../sessions/index.ts';
import type { UserRow } from '../users/index.ts';
import type { SystemCredentials } from './cloud-client.ts';

export const CLOUD_TOKEN_POSITIVE_MS = 60_000;
export const CLOUD_TOKEN_NEGATIVE_MS = 5_000;
/** Answers kept before the memo starts over (a bound on memory, as for verified credentials). */
const ANSWERS_KEPT = 10_000;

/** A token the cloud vouched for, for this system. */
interface Grant {
  /** The account's e-mail. */
  username: string;
  tokenPrefix: string;
  /** When the password was last entered for the token (its "session" starts there: freshness, `ageS`). */
  passwordAtMs: number;
  expiresAtMs: number;
  /** The CSRF cookie's value while the token serves as a cookie session (accepted and ignored, §3.3). */
  csrfToken: string;
}

interface Answer {
  systemId: string;
  grant: Grant | null;
  /** Until when this answer stands without asking the cloud again. */
  untilMs: number;
}

export type CloudTokenCheck =
  | { ok: true; user: UserRow; session: SessionRow }
  | { ok: false; result: AuthResult };

export interface CloudTokensDeps {
  client: { introspect(c: SystemCredentials, token: string): Promise<TokenIntrospection | 'rejected'> };
  /** The binding's credentials; null while the system is not bound. */
  credentials(): SystemCredentials | null;
  users: { findByName(name: string): UserRow | undefined };
  clock: () => number;
  /** Reports a cloud that could not be asked. */
  warn(message: string, fields: Record<string, unknown>): void;
  /** How long answers are kept (tests shorten them). */
  cache?: { positiveMs?: number; negativeMs?: number };
}

/** Whether a scope names exactly this system (`cloudSystemId=*` and other systems do not). */
export function scopeNamesSystem(scope: string, systemId: string): boolean {
  const wanted = systemId.toLowerCase();
  return scope.split(/\s+/).some((part) => {
    const match = /^cloudSystemId=(.+)$/.exec(part);
    return match?.[1]?.toLowerCase() === wanted;
  });
}

export class CloudTokens {
  private readonly answers = new Map<string, Answer>();
  /** Questions on their way to the cloud: a burst of requests with one new token asks once. */
  private readonly asking = new Map<string, Promise<Answer | 'unreachable'>>();
  private readonly positiveMs: number;
  private readonly negativeMs: number;

  constructor(private readonly d: CloudTokensDeps) {
    this.positiveMs = d.cache?.positiveMs ?? CLOUD_TOKEN_POSITIVE_MS;
    this.negativeMs = d.cache?.negativeMs ?? CLOUD_TOKEN_NEGATIVE_MS;
  }

  /** Whether tokens unknown here are worth asking the cloud about: bound, and not a local session token. */
  mayBeCloudToken(token: string): boolean {
    return !token.startsWith('vms-') && this.d.credentials() !== null;
  }

  /** The user and the (memory-only) session a cloud token stands for, or why it is refused. */
  async check(token: string): Promise<CloudTokenCheck> {
    const credentials = this.d.credentials();
    if (!credentials || token.startsWith('vms-')) return { ok: false, result: 'Auth_WrongSessionToken' };
    const tokenHash = hashToken(token);
    let answer = this.fresh(tokenHash, credentials.systemId);
    if (!answer) {
      const asked = await this.askOnce(tokenHash, credentials, token);
      if (asked === 'unreachable') return { ok: false, result: 'Auth_CloudConnectError' };
      answer = asked;
    }
    if (!answer.grant) return { ok: false, result: 'Auth_WrongSessionToken' };
    return this.userOf(tokenHash, answer.grant);
  }

  /**
   * The live session of a cloud token the cloud vouched for, by the token's hash: tickets and temporary media
   * keys name their session this way. It lasts until the token expires unless a later check found it revoked.
   */
  sessionByHash(tokenHash: string): SessionRow | undefined {
    const answer = this.answers.get(tokenHash);
    const credentials = this.d.credentials();
    if (!answer?.grant || answer.systemId !== credentials?.systemId) return undefined;
    if (answer.grant.expiresAtMs <= this.d.clock()) return undefined;
    const checked = this.userOf(tokenHash, answer.grant);
    return checked.ok ? checked.session : undefined;
  }

  /** Logout of a cloud token here: forgets the cloud's answer. False when no live answer was known. */
  forget(token: string): boolean {
    const tokenHash = hashToken(token);
    const known = this.sessionByHash(tokenHash) !== undefined;
    this.answers.delete(tokenHash);
    return known;
  }

  private userOf(tokenHash: string, grant: Grant): CloudTokenCheck {
    const user = this.d.users.findByName(grant.username);
    if (user?.type !== 'cloud') return { ok: false, result: 'Auth_WrongLogin' };
    if (!user.isEnabled) return { ok: false, result: 'Auth_DisabledUser' };
    const session: SessionRow = {
      tokenHash,
      tokenPrefix: grant.tokenPrefix,
      userId: user.id,
      createdAtMs: grant.passwordAtMs,
      expiresAtMs: grant.expiresAtMs,
      csrfToken: grant.csrfToken,
    };
    return { ok: true, user, session };
  }

  private fresh(tokenHash: string, systemId: string): Answer | undefined {
    const answer = this.answers.get(tokenHash);
    if (answer && answer.systemId === systemId && answer.untilMs > this.d.clock()) return answer;
    return undefined;
  }

  private remember(tokenHash: string, answer: Answer): void {
    if (this.answers.size >= ANSWERS_KEPT) this.answers.clear();
    // A positive answer that is being re-checked keeps its CSRF token (a cookie already carries it).
    const before = this.answers.get(tokenHash)?.grant;
    if (before && answer.grant) answer.grant.csrfToken = before.csrfToken;
    this.answers.set(tokenHash, answer);
  }

  private askOnce(
    tokenHash: string,
    credentials: SystemCredentials,
    token: string,
  ): Promise<Answer | 'unreachable'> {
    const pending = this.asking.get(tokenHash);
    if (pending) return pending;
    const asked = this.ask(credentials, token)
      .then((answer) => {
        if (answer !== 'unreachable') this.remember(tokenHash, answer);
        return answer;
      })
      .finally(() => this.asking.delete(tokenHash));
    this.asking.set(tokenHash, asked);
    return asked;
  }

  private async ask(credentials: SystemCredentials, token: string): Promise<Answer | 'unreachable'> {
    const now = this.d.clock();
    const refused: Answer = { systemId: credentials.systemId, grant: null, untilMs: now + this.negativeMs };
    let reply: TokenIntrospection | 'rejected';
    try {
      reply = await this.d.client.introspect(credentials, token);
    } catch (error) {
      this.d.warn('The cloud could not be asked about a cloud token', {
        reason: error instanceof Error ? error.message : String(error),
      });
      return 'unreachable';
    }
    if (reply === 'rejected' || !scopeNamesSystem(reply.scope, credentials.systemId)) return refused;
    const expiresInMs = Number(reply.expires_in) * 1000;
    if (!(expiresInMs > 0)) return refused;
    const grant: Grant = {
      username: reply.username,
      tokenPrefix: token.slice(0, 8),
      passwordAtMs: now - Number(reply.time_since_password) * 1000,
      expiresAtMs: now + expiresInMs,
      csrfToken: randomBytes(24).toString('base64url'),
    };
    return { systemId: credentials.systemId, grant, untilMs: now + Math.min(expiresInMs, this.positiveMs) };
  }
}
