import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cloudError, systemToken } from '../../../test/cloud-fixtures.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { serversEndpoints } from '../../lib/endpoints.ts';
import { isSystemOffline } from '../../lib/relay-error-normaliser.ts';
import type { SystemTokenGrant } from '../../lib/system-token-auth.ts';
import { createRelayClient } from './relay-client.ts';

const ID = '6f0c3a53-0b1e-4c4b-9a4e-2a1d3c5e7f90';
const BASE = `http://${ID}.relay.localhost:7080`;

const fetchMock = vi.fn<typeof fetch>();
const authorizationOf = (index: number) =>
  (fetchMock.mock.calls[index]![1]!.headers as Record<string, string>).Authorization;

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
});

/** The cloud's token call: hands out `token-1`, `token-2`, ... living `lifetimeS` each. */
function tokenSource(lifetimeS = 86_400) {
  let issued = 0;
  const fetchToken = vi.fn(async (): Promise<SystemTokenGrant> => {
    issued += 1;
    return (await systemToken(`token-${issued}`, ID, lifetimeS).json()) as SystemTokenGrant;
  });
  return fetchToken;
}

function client(fetchToken = tokenSource(), onOffline = vi.fn()) {
  return { fetchToken, onOffline, client: createRelayClient({ baseUrl: BASE, fetchToken, onOffline }) };
}

describe('the client of a cloud system', () => {
  it('sends every request to the relay with one Bearer token, fetched once for concurrent requests', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, []));
    const { client: relay, fetchToken } = client();
    await Promise.all([relay.call(serversEndpoints.list), relay.call(serversEndpoints.list)]);
    await relay.call(serversEndpoints.list);
    expect(fetchToken).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    for (const [index, [url, init]] of fetchMock.mock.calls.entries()) {
      expect(String(url).startsWith(`${BASE}/rest/`)).toBe(true);
      expect(authorizationOf(index)).toBe('Bearer token-1');
      // No cookie of the portal goes to the relay's origin.
      expect(init!.credentials).toBe('omit');
    }
  });

  it('renews the token before it expires (within 300 s of its end), not on every request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchMock.mockImplementation(async () => jsonResponse(200, []));
    const { client: relay, fetchToken } = client(tokenSource(3600));
    await relay.call(serversEndpoints.list);
    vi.advanceTimersByTime((3600 - 301) * 1000);
    await relay.call(serversEndpoints.list);
    expect(fetchToken).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(2000);
    await relay.call(serversEndpoints.list);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(authorizationOf(2)).toBe('Bearer token-2');
  });

  it('renews the token once after a 401 and repeats the request with the new one', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(401, { error: '401', errorId: 'unauthorized', errorString: 'Unauthorized' }),
      )
      .mockResolvedValueOnce(jsonResponse(200, []));
    const { client: relay, fetchToken } = client();
    await expect(relay.call(serversEndpoints.list)).resolves.toEqual([]);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(authorizationOf(0)).toBe('Bearer token-1');
    expect(authorizationOf(1)).toBe('Bearer token-2');
  });

  it('does not loop when the renewed token is refused too', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { error: '401', errorId: 'unauthorized', errorString: 'Unauthorized' }),
    );
    const { client: relay, fetchToken } = client();
    await expect(relay.call(serversEndpoints.list)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it("makes the relay's 503 an offline system, and reports it", async () => {
    fetchMock.mockResolvedValue(cloudError('serviceUnavailable', 'The system is offline.'));
    const { client: relay, onOffline } = client();
    const failure = await relay.call(serversEndpoints.list).catch((e: unknown) => e);
    expect(isSystemOffline(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 503, errorString: 'The system is offline.' });
    expect(onOffline).toHaveBeenCalledOnce();
  });

  it("keeps the media server's own errors as in local mode", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { error: '4', errorId: 'forbidden', errorString: 'Forbidden.' }),
    );
    const { client: relay, onOffline } = client();
    await expect(relay.call(serversEndpoints.list)).rejects.toMatchObject({
      status: 403,
      errorId: 'forbidden',
      errorString: 'Forbidden.',
    });
    expect(onOffline).not.toHaveBeenCalled();
  });

  it('fails the request with the cloud’s answer when no token is given (no access to the system)', async () => {
    const fetchToken = vi.fn((): Promise<SystemTokenGrant> => Promise.reject(new Error('refused')));
    const { client: relay } = client(fetchToken);
    await expect(relay.call(serversEndpoints.list)).rejects.toThrow('refused');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives media loaders (hls.js) the same token', async () => {
    const { client: relay, fetchToken } = client();
    await expect(relay.mediaHeaders()).resolves.toEqual({ Authorization: 'Bearer token-1' });
    await expect(relay.mediaHeaders()).resolves.toEqual({ Authorization: 'Bearer token-1' });
    expect(fetchToken).toHaveBeenCalledOnce();
    expect(relay.mediaUrl(serversEndpoints.list)).toMatch(new RegExp(`^${BASE}/web/rest/`));
  });
});
