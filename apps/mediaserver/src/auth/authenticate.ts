import { type AuthResult, effectivePermissions, PRODUCT_NAME, PRODUCT_VERSION } from '@argus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { SessionRow, UserRow } from '../db/rows.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthMethod, Caller, CallerSession } from './caller.ts';
import { CSRF_HEADER } from './cookies.ts';
import { type Credentials, credentialsOf } from './credentials.ts';
import { digestChallenge, sameSecret } from './digest.ts';
import { type AuthOutcome, checkAuthKey, checkBasic, checkDigest } from './http-auth.ts';

export { SESSION_COOKIE } from './cookies.ts';

/** [design] The `Server` header of authenticated replies. */
export const SERVER_HEADER = `${PRODUCT_NAME}/${PRODUCT_VERSION}`;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The login and logout calls themselves need no CSRF header. */
const CSRF_EXEMPT =
  /^\/(web\/)?(rest\/v[12]\/login\/sessions(\/[^/]*)?|api\/cookieLogin|api\/cookieLogout)\/?$/;

type Resolution = { caller: Caller } | { failure: AuthResult };

/** The caller for a user that proved who it is. */
export function callerFor(
  ctx: AppContext,
  user: UserRow,
  method: AuthMethod,
  session: CallerSession | null,
  token: string | null,
): Caller {
  return {
    user,
    permissions: effectivePermissions(user, ctx.userRoles.list()),
    method,
    session,
    token,
    authenticatedAtMs: ctx.clock(),
  };
}

function csrfExempt(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]!.replace(/\/{2,}/g, '/');
  return CSRF_EXEMPT.test(path);
}

/** A request authenticated only by the session cookie must echo the session's CSRF token on unsafe methods. */
function csrfOk(request: FastifyRequest, session: SessionRow): boolean {
  if (!UNSAFE_METHODS.has(request.method) || csrfExempt(request)) return true;
  const header = request.headers[CSRF_HEADER];
  return typeof header === 'string' && sameSecret(header, session.csrfToken);
}

function fromSession(
  ctx: AppContext,
  request: FastifyRequest,
  session: SessionRow | undefined,
  method: AuthMethod,
  token: string | null,
): Resolution {
  if (!session) return { failure: 'Auth_WrongSessionToken' };
  const user = ctx.users.findById(session.userId);
  if (!user) return { failure: 'Auth_WrongSessionToken' };
  if (!user.isEnabled) return { failure: 'Auth_DisabledUser' };
  if (method === 'cookie' && !csrfOk(request, session)) return { failure: 'Auth_InvalidCsrfToken' };
  return { caller: callerFor(ctx, user, method, session, token) };
}

function fromOutcome(ctx: AppContext, outcome: AuthOutcome, method: AuthMethod): Resolution {
  return outcome.ok
    ? { caller: callerFor(ctx, outcome.user, method, null, null) }
    : { failure: outcome.result };
}

function resolve(ctx: AppContext, request: FastifyRequest, credentials: Credentials): Resolution {
  switch (credentials.kind) {
    case 'token':
      return fromSession(
        ctx,
        request,
        ctx.sessions.resolve(credentials.token),
        credentials.method,
        credentials.token,
      );
    case 'ticket': {
      const ticket = ctx.tickets.consume(credentials.ticket);
      if (!ticket) return { failure: 'Auth_WrongSessionToken' };
      return fromSession(ctx, request, ctx.sessions.resolveHash(ticket.sessionTokenHash), 'ticket', null);
    }
    case 'basic':
      return fromOutcome(
        ctx,
        checkBasic(ctx, credentials.username, credentials.password, request.ip),
        'basic',
      );
    case 'digest':
      return fromOutcome(
        ctx,
        checkDigest(ctx, credentials.params, request.method, request.url, request.ip),
        'digest',
      );
    case 'authKey':
      return fromOutcome(ctx, checkAuthKey(ctx, credentials.key, request.method, request.ip), 'authKey');
    case 'malformed':
      return { failure: 'Auth_WrongDigest' };
  }
}

/** The error for credentials refused outright, whatever the route: lockout and a missing CSRF token. */
export function authFailureError(result: AuthResult): ApiError {
  if (result === 'Auth_LockedOut')
    return new ApiError('serviceUnavailable', undefined, { authResult: result });
  return new ApiError('unauthorized', undefined, { authResult: result });
}

/**
 * Resolves the caller of every request before routing reaches a handler. Refused credentials leave the
 * caller null (routes that need one answer 401 with the reason); a lockout or a missing CSRF token is
 * refused at once.
 */
export function installAuthentication(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('authFailure', null);
  // Hooks in callback style (no promise per request); what they throw reaches the error handler.
  app.addHook('onRequest', (request, _reply, done) => {
    const credentials = credentialsOf(request);
    if (!credentials) return done();
    const resolution = resolve(ctx, request, credentials);
    if ('caller' in resolution) {
      request.caller = resolution.caller;
      return done();
    }
    request.authFailure = resolution.failure;
    if (resolution.failure === 'Auth_LockedOut' || resolution.failure === 'Auth_InvalidCsrfToken') {
      throw authFailureError(resolution.failure);
    }
    done();
  });
  // 401s carry the Digest challenge and no `Server`; every reply to an authentication attempt says how it
  // went in `X-Auth-Result` (media-server-api §1.1, §3.1, §3.8).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 401) {
      // A browser shows its own login prompt on a challenge; the web app marks its requests as XHR and
      // handles 401 itself, so it gets none.
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
        reply.header('WWW-Authenticate', digestChallenge(ctx.nonces.issue()));
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
