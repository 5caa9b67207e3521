/** Two-factor authentication's endpoints (cloud-api §3, §2.2 `security`, §3.5 `toggle2fa`). */
import {
  accountEndpoints,
  backupCodesOf,
  CloudError,
  cloudErrorTexts,
  twoFactorEndpoints,
} from '@argus/contract/cloud';
import type { AccountCaller, CloudCaller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { MASKED_BACKUP_CODE } from './backup-code.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/** The account of a caller the endpoint's access (`session`, `account`) let through. */
function accountCaller(caller: CloudCaller): AccountCaller {
  if (caller.kind !== 'account') throw new CloudError('forbidden', cloudErrorTexts.forbidden);
  return caller;
}

const ok = () => ({ resultCode: 'ok' as const });

export function twoFactorRoutes(twoFactor: TwoFactorService): Route<CloudCaller>[] {
  return [
    route(twoFactorEndpoints.createKey, async ({ caller }) => ({
      keyUrl: await twoFactor.createKey(accountCaller(caller)),
    })),

    route(accountEndpoints.security, async ({ caller, body }) => ({
      account2faEnabled: await twoFactor.security(accountCaller(caller), body),
    })),

    route(accountEndpoints.twoFactorPolicy, async ({ caller, body }) => ({
      account2faEveryLogin: await twoFactor.setEveryLogin(accountCaller(caller), body.account2faEveryLogin),
    })),

    route(accountEndpoints.deleteTotpKey, async ({ caller }) => {
      await twoFactor.deleteKey(accountCaller(caller).account);
      return ok();
    }),

    route(twoFactorEndpoints.updateSession, async ({ caller, body }) => {
      await twoFactor.updateSession(accountCaller(caller), body.verification_code);
      return ok();
    }),

    // A login code's second factor: by TOTP (`/verification`) or by backup code (`/backup`).
    ...(
      [
        [twoFactorEndpoints.verifyCode, 'totp'],
        [twoFactorEndpoints.verifyBackupCode, 'backup'],
      ] as const
    ).map(([endpoint, kind]) =>
      route(endpoint, async ({ caller, query, request }) => {
        await twoFactor.verifyLoginCode({
          code: query.code,
          verificationCode: query.verification_code,
          kind,
          address: request.ip,
          caller,
        });
        return ok();
      }),
    ),

    route(twoFactorEndpoints.createBackupCodes, async ({ caller, body }) =>
      (await twoFactor.createBackupCodes(accountCaller(caller), body.count)).map((code) => ({
        backup_code: code,
      })),
    ),

    // Only hashes are kept: the codes are listed masked, one per unused code [design].
    route(twoFactorEndpoints.listBackupCodes, async ({ caller }) =>
      Array.from({ length: await twoFactor.unusedBackupCodes(accountCaller(caller)) }, () => ({
        backup_code: MASKED_BACKUP_CODE,
      })),
    ),

    route(twoFactorEndpoints.deleteBackupCodes, async ({ caller, body }) => {
      await twoFactor.deleteBackupCodes(accountCaller(caller), backupCodesOf(body.backup_codes));
      return ok();
    }),

    route(twoFactorEndpoints.toggleSystem2fa, async ({ caller, body }) => {
      await twoFactor.toggleSystem(accountCaller(caller), body.systemId, body.mfaCode);
      return ok();
    }),
  ];
}
