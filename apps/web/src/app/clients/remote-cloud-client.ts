import { type ApiClient, createApiClient } from '../../lib/api-client.ts';
import type { AuthStrategy } from '../../lib/auth-strategy.ts';
import { cloudErrors } from '../../lib/cloud-error-normaliser.ts';

/**
 * No credentials of the browser's: the cloud's anonymous forms take the account's e-mail and password in the
 * body, and no cookie of either origin goes along (the cloud's CORS allows no credentials).
 */
const anonymous: AuthStrategy = {
  credentials: 'omit',
  headersFor: () => ({}),
  forget: () => {},
  mayHaveSession: () => false,
};

/**
 * The local console's client of the cloud its server was told to use (another origin, `cloudUrl` of the
 * web-admin config): only the anonymous forms of cloud-api §5.3/§5.7 — connect, disconnect.
 */
export function createRemoteCloudClient(cloudUrl: string): ApiClient {
  return createApiClient({ baseUrl: cloudUrl.replace(/\/+$/, ''), auth: anonymous, errors: cloudErrors });
}
