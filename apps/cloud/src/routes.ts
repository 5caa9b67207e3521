/** Every route of the cloud, built from the root's services. */
import type { CloudCaller } from './auth/caller.ts';
import type { Root } from './composition.ts';
import type { Route } from './http/route.ts';
import { accountRoutes } from './modules/accounts/account.routes.ts';
import { customPropertyRoutes } from './modules/custom-properties/custom-properties.routes.ts';
import { licenseServerRoutes } from './modules/license-server/index.ts';
import { oauthRoutes } from './modules/oauth/oauth.routes.ts';
import { sessionRoutes } from './modules/sessions/session.routes.ts';
import { cdbSystemRoutes } from './modules/systems/cdb-systems.routes.ts';
import { sharingRoutes } from './modules/systems/sharing.routes.ts';
import { systemRoutes } from './modules/systems/systems.routes.ts';
import { transferRoutes } from './modules/transfers/transfers.routes.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { pingRoutes } from './modules/utils/ping.routes.ts';
import { robotRoutes } from './modules/utils/robot.routes.ts';
import { utilsRoutes } from './modules/utils/utils.routes.ts';

export function allRoutes(root: Root): Route<CloudCaller>[] {
  return [
    ...sessionRoutes(root.login, root.sessions, root.sessionTokens),
    ...oauthRoutes({
      oauth: root.oauth,
      sessionTokens: root.sessionTokens,
      sessions: root.sessions,
      clients: root.oauthClients,
      clock: root.clock,
    }),
    ...pingRoutes(),
    ...systemRoutes(root.systemsService, root.accountCredentials),
    ...sharingRoutes(root.sharing, root.accountCredentials),
    ...cdbSystemRoutes(root.systemsService, root.sharing, root.clock),
    ...transferRoutes(root.transfers, root.accountCredentials),
    ...accountRoutes(root.accountFlows, root.accounts, root.clock, root.sessionTokens, {
      temporaryCredentials: root.temporaryCredentials,
      codes: root.codes,
    }),
    ...utilsRoutes({
      accounts: root.accounts,
      visitedKeys: root.visitedKeys,
      clock: root.clock,
      publicUrl: root.config.publicUrl,
      smtpDisabled: !root.config.smtpUrl,
    }),
    ...customPropertyRoutes(root.customProperties, root.accounts),
    ...twoFactorRoutes(root.twoFactor),
    ...licenseServerRoutes(root.licenses, root.licenseIssuer),
    ...(root.issuedCodes ? robotRoutes(root.issuedCodes) : []),
  ];
}
