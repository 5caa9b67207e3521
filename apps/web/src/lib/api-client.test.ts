import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newSession, userWithRole } from '../../test/media-server-fixtures.ts';
import { jsonResponse } from '../../test/render.tsx';
import { createOriginClient } from '../app/clients/origin-client.ts';
import { createApiClient } from './api-client.ts';
import { ApiRequestError } from './api-error.ts';
import { cookieSessionAuth } from './auth-strategy.ts';
import {
  loginEndpoints,
  serversEndpoints,
  settingsEndpoints,
  systemEndpoints,
  usersEndpoints,
} from './endpoints.ts';
import { mediaServerErrors } from './error-normaliser.ts';
import { ReplyMismatchError } from './reply-check.ts';

const fetchMock = vi.fn<typeof fetch>();

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookies the server would
  document.cookie = cookie;
}

/** The one call fetch received: its URL and init. */
function sent(index = 0) {
  const [url, init] = fetchMock.mock.calls[index]!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
}

const ENVELOPE_PING = {
  error: '0',
  errorId: '',
  errorString: '',
  reply: { moduleGuid: '{a}', localSystemId: '{b}', sysIdTime: 1, tranLogTime: { sequence: 1, ticksMs: 1 } },
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  for (const name of ['csrftoken', 'other']) setCookie(`${name}=; Max-Age=0; Path=/`);
});

describe('api client: requests', () => {
  it('builds the address from the endpoint, its parameters and query, with _keepDefault where replies omit defaults', async () => {
    const client = createOriginClient();
    const user = userWithRole('viewer', { name: 'a b' });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, user));
    await expect(client.call(usersEndpoints.get, { params: { id: 'a b' } })).resolves.toEqual(user);
    expect(sent().url).toBe('/rest/v1/users/a%20b?_keepDefault=true');

    fetchMock.mockResolvedValueOnce(jsonResponse(200, newSession('admin')));
    await client.call(loginEndpoints.session, { params: { token: 'vms-1' }, query: { setCookie: true } });
    expect(sent(1).url).toBe('/rest/v1/login/sessions/vms-1?setCookie=true');
  });

  it('sends JSON with X-Requested-With, the session cookie, and X-CSRFToken on writes only', async () => {
    setCookie('csrftoken=tok%2Fen');
    const client = createOriginClient();
    fetchMock.mockImplementation(async () => jsonResponse(200, { systemName: 'Lab' }));
    await client.call(settingsEndpoints.change, { body: { systemName: 'Lab' } });
    const write = sent(0);
    expect(write.init.method).toBe('PATCH');
    expect(write.init.credentials).toBe('same-origin');
    expect(write.init.body).toBe('{"systemName":"Lab"}');
    expect(write.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'content-type': 'application/json',
      'X-CSRFToken': 'tok/en',
    });
    await client.call(settingsEndpoints.all);
    expect(sent(1).headers['X-CSRFToken']).toBeUndefined();
    expect(sent(1).headers['content-type']).toBeUndefined();
  });

  it('forgets the cookies scripts can see', () => {
    setCookie('other=1');
    createOriginClient().forgetCredentials();
    expect(document.cookie).not.toContain('other=1');
  });
});

describe('api client: replies and errors', () => {
  it('unwraps the legacy envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, ENVELOPE_PING));
    await expect(createOriginClient().call(systemEndpoints.ping)).resolves.toEqual(ENVELOPE_PING.reply);
  });

  it('normalises REST errors, with the X-Auth-Result header', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        422,
        { error: '4', errorId: 'invalidParameter', errorString: 'Wrong password.' },
        { 'x-auth-result': 'Auth_WrongPassword' },
      ),
    );
    const error = await createOriginClient()
      .call(loginEndpoints.logIn, { body: { username: 'a', password: 'b' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 422,
      errorId: 'invalidParameter',
      errorString: 'Wrong password.',
      authResult: 'Auth_WrongPassword',
    });
  });

  it('treats a legacy envelope with an error as a failure, and a 404 without a body as notFound', async () => {
    const client = createOriginClient();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { error: '3', errorId: 'forbidden', errorString: 'Forbidden.', reply: null }),
    );
    await expect(client.call(systemEndpoints.ping)).rejects.toMatchObject({
      status: 200,
      errorId: 'forbidden',
    });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404, statusText: 'Not Found' }));
    await expect(client.call(usersEndpoints.list)).rejects.toMatchObject({
      status: 404,
      errorId: 'notFound',
      errorString: 'Not Found',
    });
  });

  it('checks replies against the endpoint schema in tests, naming the endpoint', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { name: 'vm' }));
    const error = await createOriginClient()
      .call(serversEndpoints.get, { params: { id: 'this' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReplyMismatchError);
    expect((error as Error).message).toMatch(
      /^The reply of GET \/rest\/:version\/servers\/:id does not match its schema: id: /,
    );
  });
});

describe('api client: availability and sessions', () => {
  it('reports no answer, 502 and 504 as unavailable, and any other answer as reachable', async () => {
    const client = createOriginClient();
    const onUnavailable = vi.fn();
    const onReachable = vi.fn();
    client.listen({ onUnavailable, onReachable });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.call(systemEndpoints.info)).rejects.toMatchObject({ status: 0, isUnavailable: true });
    fetchMock.mockResolvedValueOnce(jsonResponse(504, {}));
    await expect(client.call(systemEndpoints.info)).rejects.toMatchObject({
      status: 504,
      isUnavailable: true,
    });
    expect(onUnavailable.mock.calls).toEqual([[0], [504]]);
    expect(onReachable).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: '6', errorId: 'internalServerError' }));
    await expect(client.call(systemEndpoints.info)).rejects.toMatchObject({ status: 500 });
    expect(onReachable).toHaveBeenCalledOnce();
  });

  it('gives up after the timeout', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(createOriginClient().call(systemEndpoints.info, { timeoutMs: 10 })).rejects.toMatchObject({
      status: 0,
    });
  });

  it('has the user log in again when a call needs a fresh session, then retries it once', async () => {
    const client = createOriginClient();
    const onFreshSessionRequired = vi.fn(async () => true);
    client.listen({ onFreshSessionRequired });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(403, { error: '13', errorId: 'sessionRequired', errorString: '' }))
      .mockResolvedValueOnce(jsonResponse(200, { systemName: 'Lab' }));
    await expect(client.call(settingsEndpoints.change, { body: { systemName: 'Lab' } })).resolves.toEqual({
      systemName: 'Lab',
    });
    expect(onFreshSessionRequired).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { error: '13', errorId: 'sessionExpired', errorString: '' }),
    );
    await expect(
      client.call(settingsEndpoints.change, { body: { systemName: 'Lab' }, noReauth: true }),
    ).rejects.toMatchObject({ errorId: 'sessionExpired' });
    expect(onFreshSessionRequired).toHaveBeenCalledOnce();
  });

  it('reports a 401 as a lost session', async () => {
    const client = createOriginClient();
    const onUnauthorized = vi.fn();
    client.listen({ onUnauthorized });
    fetchMock.mockResolvedValue(jsonResponse(401, { error: '12', errorId: 'unauthorized' }));
    await expect(client.call(usersEndpoints.list)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith(
      '/rest/v1/users?_keepDefault=true',
      expect.objectContaining({ status: 401, errorId: 'unauthorized' }),
    );
  });
});

describe('api client: HTTPS only', () => {
  const HTTPS_ONLY = {
    error: '3',
    errorId: 'forbidden',
    errorString: 'This system accepts only HTTPS connections. Use https://host:7001/rest/v1/users',
  };

  it('moves the page to HTTPS once when the server refuses plain HTTP, and still fails the call', async () => {
    const onHttpsRequired = vi.fn();
    const client = createApiClient({
      baseUrl: '',
      auth: cookieSessionAuth(),
      errors: mediaServerErrors,
      onHttpsRequired,
    });
    fetchMock.mockImplementation(async () =>
      jsonResponse(403, HTTPS_ONLY, { location: 'https://host:7001/rest/v1/users' }),
    );
    await expect(client.call(usersEndpoints.list)).rejects.toMatchObject({
      status: 403,
      errorId: 'forbidden',
      errorString: HTTPS_ONLY.errorString,
    });
    await expect(client.call(settingsEndpoints.all)).rejects.toMatchObject({ status: 403 });
    expect(onHttpsRequired).toHaveBeenCalledOnce();
  });

  it('leaves other refusals alone', async () => {
    const onHttpsRequired = vi.fn();
    const client = createApiClient({
      baseUrl: '',
      auth: cookieSessionAuth(),
      errors: mediaServerErrors,
      onHttpsRequired,
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { error: '3', errorId: 'forbidden' }));
    await expect(client.call(usersEndpoints.list)).rejects.toMatchObject({ status: 403 });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(307, { error: '3', errorId: 'forbidden' }, { location: 'https://host:7001/' }),
    );
    await expect(client.call(usersEndpoints.list)).rejects.toMatchObject({ status: 307 });
    expect(onHttpsRequired).not.toHaveBeenCalled();
  });
});

describe('api client: requests written by a person (the API tool)', () => {
  it('sends the method, path and body as given with the credentials, and answers every status', async () => {
    setCookie('csrftoken=tok');
    const client = createOriginClient();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { error: '4', errorId: 'forbidden', errorString: 'No.' }),
    );
    const answer = await client.exchange({
      method: 'POST',
      path: '/api/createEvent?x=1',
      body: '{"source":"a"}',
    });
    expect(sent().url).toBe('/api/createEvent?x=1');
    expect(sent().init.method).toBe('POST');
    expect(sent().init.body).toBe('{"source":"a"}');
    expect(sent().headers).toMatchObject({ 'content-type': 'application/json', 'X-CSRFToken': 'tok' });
    expect(answer).toMatchObject({
      url: '/api/createEvent?x=1',
      status: 403,
      json: { errorId: 'forbidden' },
    });
    expect(answer.headers).toContainEqual(['content-type', 'application/json']);

    fetchMock.mockResolvedValueOnce(new Response('plain words', { status: 200 }));
    const text = await client.exchange({ method: 'GET', path: '/static/api_preamble.md' });
    expect(text).toMatchObject({ status: 200, text: 'plain words' });
    expect(text.json).toBeUndefined();
  });

  it('fails only when nothing answers', async () => {
    const client = createOriginClient();
    fetchMock.mockRejectedValueOnce(new TypeError('network'));
    await expect(client.exchange({ method: 'GET', path: '/rest/v1/servers' })).rejects.toMatchObject({
      status: 0,
    });
  });
});
