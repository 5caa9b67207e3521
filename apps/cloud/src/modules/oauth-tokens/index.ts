export { type NewOAuthTokenRow, OAuthTokensRepository } from './oauth-tokens.repository.ts';
export {
  OAUTH_TOKEN_KINDS,
  type OAuthTokenKind,
  type OAuthTokenRow,
  oauthTokens,
} from './oauth-tokens.table.ts';
