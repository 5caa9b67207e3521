import { effectivePermissions } from '@argus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { AuthMethod, Caller } from './caller.ts';

export const SESSION_COOKIE = 'x-runtime-guid';

interface TokenCandidate {
  token: string;
  method: AuthMethod;
}

/** The session token a request carries, by precedence: header, Bearer, Basic `-`, cookie. */
export function sessionTokenOf(request: FastifyRequest): TokenCandidate | null {
  const header = request.headers['x-runtime-guid'];
  if (typeof header === 'string' && header) return { token: header, method: 'runtimeGuid' };
  const auth = request.headers.authorization ?? '';
  if (/^Bearer /i.test(auth)) return { token: auth.slice(7).trim(), method: 'bearer' };
  if (/^Basic /i.test(auth)) {
    const decoded = Buffer.from(auth.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0 && decoded.slice(0, colon) === '-')
      return { token: decoded.slice(colon + 1), method: 'basicToken' };
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie) return { token: cookie, method: 'cookie' };
  return null;
}

/** Resolves the caller of every request before routing reaches a handler. */
export function installAuthentication(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const candidate = sessionTokenOf(request);
    if (!candidate) return;
    const session = ctx.sessions.resolve(candidate.token);
    if (!session) return;
    const user = ctx.users.findById(session.userId);
    if (!user || !user.isEnabled) return;
    const caller: Caller = {
      user,
      permissions: effectivePermissions(user, ctx.userRoles.list()),
      method: candidate.method,
      session,
      token: candidate.token,
    };
    request.caller = caller;
  });
}
