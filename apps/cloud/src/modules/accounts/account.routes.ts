/** The account's own endpoints (cloud-api §2.2–§2.3) beyond login and logout. */
import { accountEndpoints, CloudError, cloudErrorTexts } from '@argus/contract/cloud';
import type { AccountCaller, CloudCaller } from '../../auth/caller.ts';
import { SESSION_COOKIE } from '../../auth/cookies.ts';
import type { Clock } from '../../clock.ts';
import { type Route, route } from '../../http/route.ts';
import { MAIL_LANGUAGES } from '../../mail/index.ts';
import { decodeCode } from '../one-time-codes/index.ts';
import type { AccountFlowsService } from './account-flows.service.ts';
import { accountReply, type SessionAccessTokens } from './account-reply.ts';
import { type AccountsRepository, normalizeEmail } from './accounts.repository.ts';

/** The account of a caller the endpoint's access (`session`) let through. */
function accountCaller(caller: CloudCaller): AccountCaller {
  if (caller.kind !== 'account') throw new CloudError('forbidden', cloudErrorTexts.forbidden);
  return caller;
}

/**
 * The portal language a new account gets from the browser's `Accept-Language` (cloud-api §2.3: "language
 * detected from the request"): the first one the cloud writes mail in, else en_US.
 */
function languageOfRequest(header: string | undefined): string {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const match = MAIL_LANGUAGES.find((l) => l.toLowerCase().startsWith(tag.slice(0, 2)) && tag.length >= 2);
    if (match) return match;
  }
  return 'en_US';
}

function ok() {
  return { resultCode: 'ok' as const };
}

export function accountRoutes(
  flows: AccountFlowsService,
  accounts: Pick<AccountsRepository, 'findByEmail'>,
  clock: Clock,
  tokens: SessionAccessTokens,
): Route<CloudCaller>[] {
  return [
    route(accountEndpoints.update, async ({ caller, body, request }) => {
      const { account, session } = accountCaller(caller);
      const updated = await flows.updateProfile(account, {
        firstName: body.first_name,
        lastName: body.last_name,
        language: body.language,
      });
      const secret = request.cookies?.[SESSION_COOKIE];
      return accountReply(updated, {
        verified: session?.verified ?? false,
        expiresAt: session?.expiresAt,
        accessToken: session && secret ? await tokens.accessToken(updated, session, secret) : undefined,
      });
    }),

    route(accountEndpoints.register, async ({ body, request }) => ({
      activated: await flows.register({
        email: body.email,
        password: body.password,
        firstName: body.first_name,
        lastName: body.last_name,
        code: body.code,
        language: languageOfRequest(request.headers['accept-language']),
        address: request.ip,
      }),
    })),

    route(accountEndpoints.activate, async ({ body }) => {
      if (body.code !== undefined) await flows.activate(body.code);
      else if (body.user_email !== undefined) await flows.resendActivation(body.user_email);
      return ok();
    }),

    route(accountEndpoints.restorePassword, async ({ body }) => {
      if (body.user_email !== undefined) await flows.sendRestore(body.user_email);
      // The schema requires both when there is no e-mail.
      else
        await flows.restore(body.code ?? '', body.new_password ?? '', {
          mfaCode: body.mfaCode,
          isBackup: body.isBackup,
        });
      return ok();
    }),

    route(accountEndpoints.changePassword, async ({ caller, body }) => {
      const { account, session } = accountCaller(caller);
      await flows.changePassword(
        account,
        session?.id ?? null,
        body.old_password,
        body.new_password,
        body.mfaCode,
      );
      return ok();
    }),

    route(accountEndpoints.delete, async ({ caller, body }) => {
      await flows.delete(accountCaller(caller).account, body.password);
      return ok();
    }),

    route(accountEndpoints.verify, async ({ caller, body }) => {
      const { account, session } = accountCaller(caller);
      await flows.verify(account, session?.id ?? null, body.password);
      return ok();
    }),

    route(accountEndpoints.check, ({ body }) => flows.check(body.email)),

    route(accountEndpoints.checkCode, async ({ body }) => {
      const decoded = decodeCode(body.code);
      if (!decoded) throw new CloudError('wrongCode', cloudErrorTexts.codeExpired);
      const account = await accounts.findByEmail(normalizeEmail(decoded.email));
      // An invited e-mail has a row but no account yet: the register form completes it [design].
      return { emailExists: account !== undefined && account.status !== 'invited' };
    }),

    route(accountEndpoints.timeSincePassword, ({ caller }) => {
      const { session } = accountCaller(caller);
      const since = session ? clock().getTime() - session.passwordAt.getTime() : 0;
      return { timeSincePassword: Math.max(0, Math.floor(since / 1000)) };
    }),

    route(accountEndpoints.reviewCookie, async ({ caller }) => {
      await flows.reviewCookie(accountCaller(caller).account);
      return ok();
    }),
  ];
}
