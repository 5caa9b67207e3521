/**
 * `execHttpRequestAction`: an HTTP call to another system. `url` is http(s) only (anything else is refused);
 * its `user:password@` is taken out of the URL and used to log in: `authType` `authBasic` sends Basic at
 * once, any other (`authBasicAndDigest`, `authDigest`, empty) answers the server's 401 challenge (Basic or
 * Digest). `requestType` is the method: empty is GET without a body, or POST when there is a `text`; the body
 * goes with `contentType` (default `text/plain`). A reply that does not come within 15 s, or a status of 400
 * and above, rejects.
 */
import { authorizationFor } from '../../media/auth-challenge.ts';
import { splitUrlCredentials, withoutCredentials } from '../../media/credentials.ts';
import { requestHttp } from '../../media/http-request.ts';
import type { ActionContext, ActionRunner } from '../event-rules/index.ts';

/** [design] How long a call may take. */
export const HTTP_ACTION_TIMEOUT_MS = 15_000;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/** The method of a rule: its `requestType`, else GET without a body and POST with one; null when unknown. */
export function methodOf(requestType: string | undefined, hasBody: boolean): Method | null {
  const given = (requestType ?? '').trim().toUpperCase();
  if (!given) return hasBody ? 'POST' : 'GET';
  return METHODS.find((m) => m === given) ?? null;
}

export class HttpRequestAction implements ActionRunner {
  readonly type = 'execHttpRequestAction';
  constructor(private readonly timeoutMs = HTTP_ACTION_TIMEOUT_MS) {}

  async run(ctx: ActionContext): Promise<void> {
    const { params } = ctx;
    const { url, credentials } = splitUrlCredentials((params.url ?? '').trim());
    let protocol = '';
    try {
      protocol = new URL(url).protocol;
    } catch {
      throw new Error(`The HTTP action's URL is not a URL: ${withoutCredentials(url)}`);
    }
    if (protocol !== 'http:' && protocol !== 'https:')
      throw new Error(`The HTTP action calls http and https URLs only, not ${protocol}`);
    const body = params.text ?? '';
    const method = methodOf(params.requestType, body !== '');
    if (!method) throw new Error(`Unknown HTTP method: ${params.requestType}`);
    const sendsBody = body !== '' && method !== 'GET';
    const headers: Record<string, string> = sendsBody
      ? { 'Content-Type': params.contentType || 'text/plain' }
      : {};
    if (credentials && params.authType === 'authBasic')
      headers.Authorization = authorizationFor({ scheme: 'basic', params: {} }, credentials, method, '');
    const reply = await requestHttp(url, {
      method,
      headers,
      ...(sendsBody ? { body } : {}),
      timeoutMs: this.timeoutMs,
      credentials: params.authType === 'authBasic' ? null : credentials,
    });
    if (reply.status >= 400) throw new Error(`${method} ${url} answered ${reply.status}`);
  }
}
