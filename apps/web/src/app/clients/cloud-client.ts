import i18next from 'i18next';
import { createContext, useContext } from 'react';
import { type ApiClient, createApiClient } from '../../lib/api-client.ts';
import { cookieSessionAuth } from '../../lib/auth-strategy.ts';
import { cloudErrors } from '../../lib/cloud-error-normaliser.ts';
import { retryWhenCloudUnavailable } from '../../lib/cloud-unavailable.ts';
import { featureOverrideHeaders } from '../../lib/feature-overrides.ts';
import { notify } from '../../ui/notify.ts';

export interface CloudClientOptions {
  /** Feature flags to override on the cloud (sent as `FEATURE_<FLAG>` headers). */
  featureOverrides?: Readonly<Record<string, boolean>>;
  /** The cloud stayed unavailable after the retry; by default a danger toast says so. */
  onCloudUnavailable?: () => void;
}

/** One toast at a time: a burst of failed calls replaces it rather than stacking copies. */
const CLOUD_UNAVAILABLE_TOAST_ID = 'cloud-unavailable';

function showCloudUnavailable(): void {
  notify.danger(i18next.t('errors:cloudUnavailable'), { id: CLOUD_UNAVAILABLE_TOAST_ID, long: true });
}

/**
 * The portal's client (cloud mode): the cloud that served the app, same origin, its cookie session (writes
 * carry `X-CSRFToken` from the `csrftoken` cookie), the cloud's error body, the cloud-unavailable retry and
 * the feature-flag override headers.
 */
export function createCloudClient({
  featureOverrides = {},
  onCloudUnavailable = showCloudUnavailable,
}: CloudClientOptions = {}): ApiClient {
  const client = createApiClient({
    baseUrl: '',
    auth: cookieSessionAuth(),
    errors: cloudErrors,
    headers: featureOverrideHeaders(featureOverrides),
  });
  return retryWhenCloudUnavailable(client, { onUnavailable: onCloudUnavailable });
}

export const CloudClientContext = createContext<ApiClient | null>(null);

/** The portal's client, for `features/cloud/**` `*.api.ts` files. */
export function useCloudClient(): ApiClient {
  const client = useContext(CloudClientContext);
  if (!client) throw new Error('useCloudClient() needs the cloud portal above it');
  return client;
}
