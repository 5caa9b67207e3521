/**
 * The portal's anonymous utilities (cloud-api §8.1): settings, capabilities, languages and the language
 * choice, one-time link keys.
 */
import {
  CloudError,
  cloudErrorTexts,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  languageFilePath,
  SUPPORTED_LANGUAGES,
  UNSUPPORTED_LANGUAGE_TEXT,
  utilsEndpoints,
} from '@argus/contract/cloud';
import type { CloudCaller } from '../../auth/caller.ts';
import { setLanguageCookie } from '../../auth/cookies.ts';
import type { Clock } from '../../clock.ts';
import { type Route, route } from '../../http/route.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import type { VisitedKeysService } from '../visited-keys/index.ts';
import { INTEGRATION_STORE_ENABLED, portalSettings } from '../web-app/portal-settings.ts';
import { isSupportedLanguage, languageOfRequest } from './languages.ts';

export interface UtilsRouteSources {
  accounts: Pick<AccountsRepository, 'update'>;
  visitedKeys: VisitedKeysService;
  clock: Clock;
  publicUrl: string;
  /** No SMTP server: mail goes to the development mailbox, nobody receives it. */
  smtpDisabled: boolean;
}

export function utilsRoutes(s: UtilsRouteSources): Route<CloudCaller>[] {
  const capabilities = () => ({
    integrationStoreEnabled: INTEGRATION_STORE_ENABLED,
    smtpDisabled: s.smtpDisabled,
  });
  return [
    route(utilsEndpoints.settings, () => portalSettings({ publicUrl: s.publicUrl, now: s.clock() })),
    route(utilsEndpoints.cloudCapabilities, capabilities),
    route(utilsEndpoints.cloudCapabilitiesMisspelt, capabilities),
    route(utilsEndpoints.languages, () => [...SUPPORTED_LANGUAGES]),

    // The caller's language [design]: the account's when logged in, else the cookie's, else the browser's.
    route(utilsEndpoints.language, ({ caller, request, reply }) => {
      const cookie = request.cookies?.[LANGUAGE_COOKIE];
      const account = caller?.kind === 'account' ? caller.account.language : undefined;
      const language =
        [account, cookie].find(isSupportedLanguage) ?? languageOfRequest(request.headers['accept-language']);
      setLanguageCookie(request, reply, language, LANGUAGE_COOKIE_MAX_AGE_S);
      return reply.redirect(languageFilePath(language), 302);
    }),

    route(utilsEndpoints.setLanguage, async ({ caller, body, request, reply }) => {
      if (!isSupportedLanguage(body.language))
        throw new CloudError('wrongParameters', cloudErrorTexts.wrongFormParameters, {
          language: [UNSUPPORTED_LANGUAGE_TEXT],
        });
      // A session (or token) caller's account keeps it: the next login applies it.
      if (caller?.kind === 'account') await s.accounts.update(caller.account.id, { language: body.language });
      setLanguageCookie(request, reply, body.language, LANGUAGE_COOKIE_MAX_AGE_S);
      return { language: body.language };
    }),

    route(utilsEndpoints.visitedKey, async ({ query }) => ({
      visited: await s.visitedKeys.visited(query.key),
    })),
    route(utilsEndpoints.markVisitedKey, async ({ body }) => ({
      visited: await s.visitedKeys.mark(body.key),
    })),
  ];
}
