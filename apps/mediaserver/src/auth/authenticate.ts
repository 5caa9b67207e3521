/**
 * Resolves the caller of every request before its handler runs (media-server-api §3.1): from, in order, the
 * `x-runtime-guid` header, the Authorization header (Bearer, Basic `-:token`, Basic, Digest), a one-time
 * ticket, a URL auth key, then the session cookie. A token that names no local session is, while the system
 * is bound, a possible cloud token (§3.7): only then does authentication wait for an answer (the cloud's, or
 * its memo of it).
 */
import { type AuthResult, PRODUCT_NAME, PRODUCT_VERSION } from '@argus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionRow, SessionsService } from '../modules/sessions/index.ts';
import type { UserRow } from '../modules/users/index.ts';
import type { AuthMethod, Caller, CallerFactory } from './caller.ts';
import { type Credentials, credentialsOf } from './credentials.ts';
import { digestChallenge } from './digest.ts';
import { type AuthOutcome, checkAuthKey, checkBasic, checkDigest, type HttpAuthDeps } from './http-auth.ts';
import type { NonceService } from './nonce.ts';
import { refusedCredentials } from './refusal.ts';
import { isFromAnotherSite } from './request-site.ts';
import type { TicketService } from './tickets.ts';
import type { VerifiedCredentials } from './verified-credentials.ts';

/** [design] The `Server` header of authenticated replies. */
export const SERVER_HEADER = `${PRODUCT_NAME}/${PRODUCT_VERSION}`;

type Resolution = { caller: Caller } | { failure: AuthResult; stale?: true };

/** The cloud tokens' part the authenticator needs (modules/cloud-link/cloud-tokens.ts). */
export interface CloudTokenChecker {
  mayBeCloudToken(token: string): boolean;
  check(
    token: string,
  ): Promise<{ ok: true; user: UserRow; session: SessionRow } | { ok: false; result: AuthResult }>;
}

export interface AuthenticatorDeps extends HttpAuthDeps {
  users: HttpAuthDeps['users'] & { findById(id: string): UserRow | undefined };
  sessions: Pick<SessionsService, 'resolve' | 'resolveHash'>;
  tickets: Pick<TicketService, 'consume'>;
  nonces: NonceService;
  callers: CallerFactory;
  /** Origins besides the server's own whose pages may use the session cookie (the embed allow-list). */
  allowedOrigins(): readonly string[];
  verified: VerifiedCredentials;
  cloudTokens: CloudTokenChecker;
}

export class Authenticator {
  constructor(private readonly d: AuthenticatorDeps) {}

  private fromSession(session: SessionRow | undefined, method: AuthMethod, token: string | null): Resolution {
    if (!session) return { failure: 'Auth_WrongSessionToken' };
    const user = this.d.users.findById(session.userId);
    if (!user) return { failure: 'Auth_WrongSessionToken' };
    if (!user.isEnabled) return { failure: 'Auth_DisabledUser' };
    return { caller: this.d.callers.callerFor(user, method, session, token) };
  }

  private fromOutcome(outcome: AuthOutcome, method: AuthMethod): Resolution {
    if (outcome.ok) return { caller: this.d.callers.callerFor(outcome.user, method, null, null) };
    return outcome.stale ? { failure: outcome.result, stale: true } : { failure: outcome.result };
  }

  /** The credentials of a request; the session cookie only when the request comes from this site. */
  credentialsOf(request: FastifyRequest): Credentials | null {
    const credentials = credentialsOf(request);
    if (credentials?.kind === 'token' && credentials.method === 'cookie') {
      if (isFromAnotherSite(request, this.d.allowedOrigins())) return null;
    }
    return credentials;
  }

  /**
   * Basic and Digest: a header that proved right lately, for this request, names its user; otherwise it is
   * checked. A Digest header proves itself only for the method and URL it signed.
   */
  private remembered(
    request: FastifyRequest,
    method: 'basic' | 'digest',
    check: () => AuthOutcome,
  ): Resolution {
    const header = request.headers.authorization ?? '';
    const signed = method === 'digest' ? `${request.method} ${request.originalUrl}` : '';
    const proved = this.d.verified.provedBy(header, request.ip, signed);
    const user = proved && this.d.users.findById(proved.userId);
    if (user?.isEnabled && user.isHttpDigestEnabled && user.digestHa1 === proved?.digestHa1)
      return { caller: this.d.callers.callerFor(user, method, null, null) };
    const outcome = check();
    if (outcome.ok && outcome.user.digestHa1) {
      this.d.verified.remember(header, request.ip, signed, {
        userId: outcome.user.id,
        digestHa1: outcome.user.digestHa1,
      });
    }
    return this.fromOutcome(outcome, method);
  }

  /**
   * The cloud's word on a token that named no local session, when there is one to ask: null when the token
   * cannot be a cloud token (unbound system, or a local `vms-` token).
   */
  resolveCloud(credentials: Credentials): Promise<Resolution> | null {
    if (credentials.kind !== 'token' || !this.d.cloudTokens.mayBeCloudToken(credentials.token)) return null;
    const { token } = credentials;
    return this.d.cloudTokens.check(token).then((checked) => {
      if (!checked.ok) return { failure: checked.result };
      return { caller: this.d.callers.callerFor(checked.user, 'cloud', checked.session, token) };
    });
  }

  resolve(request: FastifyRequest, credentials: Credentials): Resolution {
    switch (credentials.kind) {
      case 'token':
        return this.fromSession(
          this.d.sessions.resolve(credentials.token),
          credentials.method,
          credentials.token,
        );
      case 'ticket': {
        const ticket = this.d.tickets.consume(credentials.ticket);
        if (!ticket) return { failure: 'Auth_WrongSessionToken' };
        return this.fromSession(this.d.sessions.resolveHash(ticket.sessionTokenHash), 'ticket', null);
      }
      case 'basic':
        return this.remembered(request, 'basic', () =>
          checkBasic(this.d, credentials.username, credentials.password, request.ip),
        );
      case 'digest':
        // The client signed the path it sent, `/web` prefix included.
        return this.remembered(request, 'digest', () =>
          checkDigest(this.d, credentials.params, request.method, request.originalUrl, request.ip),
        );
      case 'authKey':
        return this.fromOutcome(checkAuthKey(this.d, credentials.key, request.method, request.ip), 'authKey');
      case 'malformed':
        return { failure: 'Auth_WrongDigest' };
    }
  }
}

/**
 * Failures answered at once whatever the route: a lockout, and a cloud that cannot vouch for a token (503,
 * media-server-api §3.7) — the caller's credentials may be good, so a 401 would wrongly send it to log in.
 */
const REFUSED_OUTRIGHT: ReadonlySet<AuthResult> = new Set(['Auth_LockedOut', 'Auth_CloudConnectError']);

/**
 * Installs the hooks: the caller of every request, and the authentication headers of every reply. Refused
 * credentials leave the caller null (routes that need one answer 401 with the reason); a lockout is refused
 * at once.
 */
export function installAuthentication(app: FastifyInstance, auth: Authenticator, nonces: NonceService): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('authFailure', null);
  app.decorateRequest('nonceStale', false);
  // Hooks in callback style (no promise per request); what they throw reaches the error handler.
  app.addHook('onRequest', (request, _reply, done) => {
    const credentials = auth.credentialsOf(request);
    if (!credentials) return done();
    const settle = (resolution: Resolution): Error | undefined => {
      if ('caller' in resolution) {
        request.caller = resolution.caller;
        return undefined;
      }
      request.authFailure = resolution.failure;
      if (resolution.stale) request.nonceStale = true;
      return REFUSED_OUTRIGHT.has(resolution.failure) ? refusedCredentials(resolution.failure) : undefined;
    };
    const resolution = auth.resolve(request, credentials);
    const cloud = 'failure' in resolution && resolution.failure === 'Auth_WrongSessionToken';
    const asking = cloud ? auth.resolveCloud(credentials) : null;
    if (!asking) {
      const refused = settle(resolution);
      if (refused) throw refused;
      return done();
    }
    asking.then(
      (answer) => done(settle(answer)),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
  // 401s carry the Digest challenge and no `Server`; every reply to an authentication attempt says how it
  // went in `X-Auth-Result` (media-server-api §1.1, §3.1, §3.8).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 401) {
      // A browser shows its own login prompt on a challenge; the web app marks its requests as XHR and
      // handles 401 itself, so it gets none.
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
        reply.header('WWW-Authenticate', digestChallenge(nonces.issue(), request.nonceStale));
      }
      reply.removeHeader('server');
      if (!reply.hasHeader('x-auth-result'))
        reply.header('X-Auth-Result', request.authFailure ?? 'Auth_WrongSessionToken');
      return done(null, payload);
    }
    if (request.caller) reply.header('Server', SERVER_HEADER);
    if (!reply.hasHeader('x-auth-result')) {
      if (request.caller) reply.header('X-Auth-Result', 'Auth_OK');
      else if (request.authFailure) reply.header('X-Auth-Result', request.authFailure);
    }
    done(null, payload);
  });
}
