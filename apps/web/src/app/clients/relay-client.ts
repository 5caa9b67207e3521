import type { EndpointDef } from '@argus/contract';
import { type ApiClient, createApiClient } from '../../lib/api-client.ts';
import type { CallOptionsAtRuntime } from '../../lib/endpoint-request.ts';
import { isSystemOffline, relayErrors } from '../../lib/relay-error-normaliser.ts';
import { type SystemTokenGrant, systemTokenAuth } from '../../lib/system-token-auth.ts';

export interface RelayClientOptions {
  /** The relay of the system (`relayBaseUrl`). */
  baseUrl: string;
  /** A new system-scoped token, asked of the cloud with the portal's session. */
  fetchToken(): Promise<SystemTokenGrant>;
  /** The relay answered that the system is offline (the call still fails, with `isSystemOffline`). */
  onOffline(): void;
}

/**
 * The client of one cloud system (cloud mode): the media server's API through the cloud's relay, with the
 * system's Bearer token (`systemTokenAuth`), the media server's errors and the relay's own
 * (`relayErrors`). What the pages of local mode call works unchanged through it.
 */
export function createRelayClient({ baseUrl, fetchToken, onOffline }: RelayClientOptions): ApiClient {
  const client = createApiClient({
    baseUrl,
    auth: systemTokenAuth({ fetchToken }),
    errors: relayErrors,
    // The media server's HTTPS rule is about its own address; the portal's page stays where it is.
    onHttpsRequired: () => {},
  });
  const reporting =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args);
      } catch (err) {
        if (isSystemOffline(err)) onOffline();
        throw err;
      }
    };
  return {
    ...client,
    call: reporting((endpoint: EndpointDef, options?: CallOptionsAtRuntime) =>
      (client.call as (e: EndpointDef, o?: CallOptionsAtRuntime) => Promise<unknown>)(endpoint, options),
    ) as ApiClient['call'],
    fetchMedia: reporting(client.fetchMedia) as ApiClient['fetchMedia'],
  };
}
