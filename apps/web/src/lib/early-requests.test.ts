import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userWithRole } from '../../test/media-server-fixtures.ts';
import { jsonResponse } from '../../test/render.tsx';
import { createOriginClient } from '../app/clients/origin-client.ts';
import { LISTED_DEVICE_FIELDS } from '../features/cameras/list/camera-search.ts';
import {
  EARLY_REPLY_MAX_AGE_MS,
  EARLY_REQUEST_HEADERS,
  EARLY_REQUESTS,
  SESSION_HINT_COOKIE,
  startEarlyRequest,
} from './early-requests.ts';
import { callUrl } from './endpoint-request.ts';
import { devicesEndpoints, usersEndpoints } from './endpoints.ts';

const fetchMock = vi.fn<typeof fetch>();
const listOf = (name: string) => [userWithRole('viewer', { name })];

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookies the server would
  document.cookie = cookie;
}

const startAt = (path: string) => {
  window.history.replaceState(null, '', path);
  startEarlyRequest(EARLY_REQUESTS, SESSION_HINT_COOKIE, EARLY_REQUEST_HEADERS);
};

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setCookie(`${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`);
  window.__argusEarlyRequest = undefined;
  window.history.replaceState(null, '', '/');
});

describe('early requests', () => {
  it('name exactly the addresses the pages call', () => {
    expect(EARLY_REQUESTS['/settings/users']).toBe(callUrl(usersEndpoints.list, {}));
    expect(EARLY_REQUESTS['/settings/cameras']).toBe(
      callUrl(devicesEndpoints.list, { query: { _with: LISTED_DEVICE_FIELDS.join(',') } }),
    );
  });

  it('give the first call of the same address the answer asked for before the app ran, once', async () => {
    setCookie(`${SESSION_HINT_COOKIE}=x`);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, listOf('early')));
    startAt('/settings/users/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const client = createOriginClient();
    await expect(client.call(usersEndpoints.list)).resolves.toEqual(listOf('early'));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(jsonResponse(200, listOf('later')));
    await expect(client.call(usersEndpoints.list)).resolves.toEqual(listOf('later'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not made without a session hint, nor for other pages', () => {
    startAt('/settings/users');
    setCookie(`${SESSION_HINT_COOKIE}=x`);
    startAt('/settings/servers');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__argusEarlyRequest).toBeUndefined();
  });

  it('are not used once older than the limit, nor when they failed', async () => {
    setCookie(`${SESSION_HINT_COOKIE}=x`);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, listOf('early')));
    startAt('/settings/users');
    window.__argusEarlyRequest!.startedMs -= EARLY_REPLY_MAX_AGE_MS + 1;
    fetchMock.mockResolvedValueOnce(jsonResponse(200, listOf('fresh')));
    const client = createOriginClient();
    await expect(client.call(usersEndpoints.list)).resolves.toEqual(listOf('fresh'));

    fetchMock.mockRejectedValueOnce(new TypeError('network'));
    startAt('/settings/users');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, listOf('again')));
    await expect(client.call(usersEndpoints.list)).resolves.toEqual(listOf('again'));
  });
});
