/**
 * A browser as the portal sees it: a cookie jar for `sessionid` and `csrftoken`, and the `X-CSRFToken`
 * header the console sends on writes. One browser may talk to several nodes of the cloud.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestCloud } from './test-cloud.ts';

export class Browser {
  readonly cookies = new Map<string, string>();
  /** Send `X-CSRFToken` on writes, as the console does. */
  sendCsrfHeader = true;

  constructor(private readonly cloud: TestCloud) {}

  async request(options: InjectOptions, cloud: TestCloud = this.cloud): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = this.cookies.get('csrftoken');
    if (this.sendCsrfHeader && csrf && !['GET', 'HEAD'].includes(method) && !('x-csrftoken' in headers))
      headers['x-csrftoken'] = csrf;
    const res = await cloud.request({ ...options, headers });
    for (const c of res.cookies) {
      const expired = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  login(email: string, password: string, extra: Record<string, unknown> = {}, cloud: TestCloud = this.cloud) {
    return this.request(
      { method: 'POST', url: '/api/account/login', payload: { email, password, ...extra } },
      cloud,
    );
  }
}

/** A browser logged in as the account (the login must succeed). */
export async function loggedIn(
  cloud: TestCloud,
  account: { email: string; password: string },
  extra: Record<string, unknown> = {},
): Promise<Browser> {
  const browser = new Browser(cloud);
  const res = await browser.login(account.email, account.password, extra);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return browser;
}
