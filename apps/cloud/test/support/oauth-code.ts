/** `POST /oauth/authenticate` as the portal's client asks it (cloud-api §4.1): a code for the credentials. */
import type { TestCloud } from './test-cloud.ts';

export function authenticate(
  cloud: TestCloud,
  account: { email: string; password: string },
  extra: Record<string, unknown> = {},
) {
  return cloud.request({
    method: 'POST',
    url: '/oauth/authenticate',
    payload: {
      client_id: 'cloud_portal',
      grant_type: 'password',
      response_type: 'code',
      email: account.email,
      password: account.password,
      ...extra,
    },
  });
}
