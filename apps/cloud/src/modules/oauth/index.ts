// The OAuth module's public face.

export {
  ACCESS_TOKEN_LIFETIME_S,
  MOBILE_REFRESH_TOKEN_LIFETIME_S,
  REFRESH_TOKEN_LIFETIME_S,
} from './lifetimes.ts';
export {
  NO_ACCESS_REPLY,
  OAuthService,
  PORTAL_CLIENT_ID,
  THIRD_PARTY_CLIENT_ID,
} from './oauth.service.ts';
export { OAuthClientsRepository } from './oauth-clients.repository.ts';
export { type OAuthClientRow, oauthClients } from './oauth-clients.table.ts';
export { ACCOUNT_SCOPE, scopeSystem, scopeText } from './scope.ts';
export { type SecondFactorCheck, secondFactorRequired } from './second-factor.ts';
export { SessionTokens } from './session-tokens.ts';
