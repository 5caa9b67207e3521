import { createContext, useContext } from 'react';
import { type ApiClient, createApiClient } from '../../lib/api-client.ts';
import { cookieSessionAuth } from '../../lib/auth-strategy.ts';
import { mediaServerErrors } from '../../lib/error-normaliser.ts';

/**
 * The client of the server that served the app (same origin, its cookie session). It reads the console's
 * client configuration in every mode; in local mode that server is the system's media server, so it is also
 * the system's client. Cloud mode adds the cloud's client (a bearer token, the cloud's error normaliser).
 */
export function createOriginClient(): ApiClient {
  return createApiClient({ baseUrl: '', auth: cookieSessionAuth(), errors: mediaServerErrors });
}

export const OriginClientContext = createContext<ApiClient | null>(null);

export function useOriginClient(): ApiClient {
  const client = useContext(OriginClientContext);
  if (!client) throw new Error('useOriginClient() needs an OriginClientProvider above it');
  return client;
}
