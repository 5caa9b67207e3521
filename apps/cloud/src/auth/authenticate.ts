/**
 * Finds the caller of a request (cloud-api §1.2), once per request and only when a route asks: the
 * `Authorization` header (Bearer access token; HTTP Basic `email:password`, temporary `login:password` of
 * `authKey`, or `systemId:authKey`) wins over the `sessionid` cookie. Every store is in the database, so any
 * node of the cloud finds the same caller.
 */
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { AccountsRepository } from '../modules/accounts/accounts.repository.ts';
import type { OAuthTokensRepository } from '../modules/oauth-tokens/oauth-tokens.repository.ts';
import type { SessionsService } from '../modules/sessions/sessions.service.ts';
import type { SystemsRepository } from '../modules/systems/systems.repository.ts';
import type { SystemRow } from '../modules/systems/systems.table.ts';
import {
  isTemporaryLogin,
  type TemporaryCredentialsService,
} from '../modules/temporary-credentials/temporary-credentials.service.ts';
import type { AccountPasswordCheck } from './account-password.ts';
import { ANONYMOUS, type Authentication, type AuthFailure } from './caller.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { verifyPassword } from './password.ts';
import { secretId } from './secrets.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `login:password` of HTTP Basic's base64 part; null without a login. */
export function decodeBasic(encoded: string): { login: string; password: string } | null {
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const refused = (failure: AuthFailure): Authentication => ({ caller: null, failure, renewCookie: null });

export interface AuthenticatorSources {
  sessions: Pick<SessionsService, 'resolve'>;
  tokens: Pick<OAuthTokensRepository, 'findLiveAccess'>;
  systems: Pick<SystemsRepository, 'findById'>;
  passwords: Pick<AccountPasswordCheck, 'check'>;
  /** Temporary credentials of `POST /api/account/authKey`, which old clients send as HTTP Basic. */
  temporaryCredentials: Pick<TemporaryCredentialsService, 'accountOf'>;
  accounts: Pick<AccountsRepository, 'findById'>;
  clock: Clock;
}

export class Authenticator {
  private readonly pending = new WeakMap<FastifyRequest, Promise<Authentication>>();

  constructor(private readonly sources: AuthenticatorSources) {}

  /** The request's authentication, found on the first call and kept on `request.cloudAuth`. */
  authenticate(request: FastifyRequest): Promise<Authentication> {
    let found = this.pending.get(request);
    if (!found) {
      found = this.find(request).then((auth) => {
        request.cloudAuth = auth;
        return auth;
      });
      this.pending.set(request, found);
    }
    return found;
  }

  /**
   * The system whose credentials `systemId:authKey` are (the `/cdb` calls and the link's upgrade); null
   * when they are not a system's.
   */
  async system(systemId: string, authKey: string): Promise<SystemRow | null> {
    if (!UUID.test(systemId)) return null;
    const system = await this.sources.systems.findById(systemId.toLowerCase());
    return system && (await verifyPassword(system.authKeyHash, authKey)) ? system : null;
  }

  private async find(request: FastifyRequest): Promise<Authentication> {
    const authorization = request.headers.authorization;
    if (authorization) {
      const space = authorization.indexOf(' ');
      const scheme = authorization.slice(0, space).toLowerCase();
      const value = authorization.slice(space + 1).trim();
      if (space > 0 && scheme === 'bearer') return this.bearer(value);
      if (space > 0 && scheme === 'basic') return this.basic(value);
    }
    const secret = request.cookies?.[SESSION_COOKIE];
    if (secret) return this.session(secret);
    return ANONYMOUS;
  }

  private async session(secret: string): Promise<Authentication> {
    const live = await this.sources.sessions.resolve(secret);
    if (!live) return refused('sessionExpired');
    return {
      caller: { kind: 'account', account: live.account, method: 'session', session: live.session },
      failure: null,
      renewCookie: live.prolonged && live.session.remember ? { secret, session: live.session } : null,
    };
  }

  private async bearer(token: string): Promise<Authentication> {
    const found = token
      ? await this.sources.tokens.findLiveAccess(secretId(token), this.sources.clock())
      : null;
    // A system-scoped token is for its system's media servers (cloud-api §4.3), not for the cloud's own API.
    if (found?.account.status !== 'activated' || found.token.scope !== '*') return refused('invalidToken');
    return {
      caller: { kind: 'account', account: found.account, method: 'bearer', token: found.token },
      failure: null,
      renewCookie: null,
    };
  }

  private async basic(encoded: string): Promise<Authentication> {
    const credentials = decodeBasic(encoded);
    if (!credentials) return refused('invalidCredentials');
    const { login, password } = credentials;
    if (UUID.test(login)) {
      const system = await this.system(login, password);
      if (!system) return refused('invalidCredentials');
      return { caller: { kind: 'system', systemId: system.id, system }, failure: null, renewCookie: null };
    }
    if (isTemporaryLogin(login)) return this.temporary(login, password);
    const checked = await this.sources.passwords.check(login, password);
    if (!checked.ok) return refused(checked.reason === 'blocked' ? 'accountBlocked' : 'invalidCredentials');
    if (checked.account.status !== 'activated') return refused('accountNotActivated');
    return {
      caller: { kind: 'account', account: checked.account, method: 'basic' },
      failure: null,
      renewCookie: null,
    };
  }

  /** HTTP Basic with temporary credentials: the account they stand for, while they live. */
  private async temporary(login: string, password: string): Promise<Authentication> {
    const accountId = await this.sources.temporaryCredentials.accountOf(login, password);
    const account = accountId ? await this.sources.accounts.findById(accountId) : undefined;
    if (!account) return refused('invalidCredentials');
    if (account.status !== 'activated') return refused('accountNotActivated');
    return { caller: { kind: 'account', account, method: 'basic' }, failure: null, renewCookie: null };
  }
}
