/** The account's own endpoints (cloud-api §2.2–§2.3) beyond login and logout. */
import { accountEndpoints, CloudError, cloudErrorTexts } from '@argus/contract/cloud';
import type { AccountCaller, CloudCaller } from '../../auth/caller.ts';
import { SESSION_COOKIE } from '../../auth/cookies.ts';
import type { Clock } from '../../clock.ts';
import { type Route, route } from '../../http/route.ts';
import { decodeCode, type OneTimeCodesService } from '../one-time-codes/index.ts';
import { authKeyOf, type TemporaryCredentialsService } from '../temporary-credentials/index.ts';
import { languageOfRequest } from '../utils/languages.ts';
import type { AccountFlowsService } from './account-flows.service.ts';
import { accountReply, type SessionAccessTokens } from './account-reply.ts';
import { type AccountsRepository, normalizeEmail } from './accounts.repository.ts';

/** The account of a caller the endpoint's access (`session`) let through. */
function accountCaller(caller: CloudCaller): AccountCaller {
  if (caller.kind !== 'account') throw new CloudError('forbidden', cloudErrorTexts.forbidden);
  return caller;
}

function ok() {
  return { resultCode: 'ok' as const };
}

export function accountRoutes(
  flows: AccountFlowsService,
  accounts: Pick<AccountsRepository, 'findByEmail'>,
  clock: Clock,
  tokens: SessionAccessTokens,
  keys: {
    temporaryCredentials: Pick<TemporaryCredentialsService, 'issue'>;
    codes: Pick<OneTimeCodesService, 'find'>;
  },
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

    route(accountEndpoints.authKey, async ({ caller }) => ({
      auth_key: authKeyOf(await keys.temporaryCredentials.issue(accountCaller(caller).account)),
    })),

    // The code is checked for everybody (an expired link says so); its e-mail goes to a logged-in caller
    // only, `""` to an anonymous one (cloud-api §2.3). The code stays usable.
    route(accountEndpoints.checkAuthCode, async ({ caller, body }) => {
      const row = await keys.codes.find('auth', body.code);
      if (!row) throw new CloudError('notAuthorized', cloudErrorTexts.authCodeExpired);
      return { email: caller?.kind === 'account' ? row.email : '' };
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
