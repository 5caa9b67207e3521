import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT, cloudError } from '../../../test/cloud-fixtures.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { ApiRequestError } from '../../lib/api-error.ts';
import { CLOUD_UNAVAILABLE_RETRY_MS } from '../../lib/cloud-unavailable.ts';
import { cloudSessionEndpoints } from '../../lib/endpoints.ts';
import { createCloudClient } from './cloud-client.ts';

const fetchMock = vi.fn<typeof fetch>();

/** The headers of the `index`th request. */
const headersOf = (index = 0) => fetchMock.mock.calls[index]![1]!.headers as Record<string, string>;

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookies the cloud would
  document.cookie = cookie;
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  setCookie('csrftoken=; Max-Age=0; path=/');
});

describe('the cloud client', () => {
  it('treats a reply whose resultCode is not ok as a failure, whatever its status', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        resultCode: 'alreadyExists',
        errorText: 'User already registered',
        errorData: null,
      }),
    );
    const failure = await createCloudClient()
      .call(cloudSessionEndpoints.account)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 200,
      errorId: 'alreadyExists',
      errorString: 'User already registered',
    });
  });

  it('reports a 401 carrying only `detail` as a lost session', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { detail: 'Authentication credentials were not provided.' }),
    );
    const client = createCloudClient();
    const onUnauthorized = vi.fn();
    client.listen({ onUnauthorized });
    await expect(client.call(cloudSessionEndpoints.logout)).rejects.toMatchObject({
      status: 401,
      errorId: 'notAuthorized',
    });
    expect(onUnauthorized).toHaveBeenCalledWith(
      '/api/account/logout',
      expect.objectContaining({ errorId: 'notAuthorized' }),
    );
  });

  it('does not report a failure that is no lost session', async () => {
    fetchMock.mockResolvedValue(cloudError('accountBlocked', 'Account is blocked'));
    const client = createCloudClient();
    const onUnauthorized = vi.fn();
    client.listen({ onUnauthorized });
    await expect(
      client.call(cloudSessionEndpoints.login, { body: { email: 'a@example.com', password: 'x' } }),
    ).rejects.toMatchObject({ status: 401, errorId: 'accountBlocked' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends X-CSRFToken from the csrftoken cookie with writes, and the feature-flag overrides', async () => {
    setCookie('csrftoken=token-1; path=/');
    fetchMock.mockImplementation(async () => jsonResponse(200, { resultCode: 'ok' }));
    const client = createCloudClient({ featureOverrides: { bookmarks: true, layouts: false } });
    await client.call(cloudSessionEndpoints.logout);
    expect(headersOf(0)).toMatchObject({
      'X-CSRFToken': 'token-1',
      FEATURE_BOOKMARKS: '1',
      FEATURE_LAYOUTS: '0',
    });
    fetchMock.mockResolvedValue(jsonResponse(200, ACCOUNT));
    await client.call(cloudSessionEndpoints.account);
    expect(headersOf(1)['X-CSRFToken']).toBeUndefined();
    expect(headersOf(1).FEATURE_BOOKMARKS).toBe('1');
    expect(fetchMock.mock.calls[1]![1]!.credentials).toBe('same-origin');
  });
});

describe('cloud unavailable (cloudInvalidResponse)', () => {
  const unavailable = () => cloudError('cloudInvalidResponse', 'Service is temporarily unavailable');

  it('retries once after 5 s, and resolves with the second answer', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(unavailable()).mockResolvedValueOnce(jsonResponse(200, ACCOUNT));
    const onCloudUnavailable = vi.fn();
    const reply = createCloudClient({ onCloudUnavailable }).call(cloudSessionEndpoints.account);
    await vi.advanceTimersByTimeAsync(CLOUD_UNAVAILABLE_RETRY_MS - 1);
    expect(fetchMock).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    await expect(reply).resolves.toMatchObject({ email: ACCOUNT.email });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onCloudUnavailable).not.toHaveBeenCalled();
  });

  it('shows the danger toast when the retry fails the same way, and propagates the error', async () => {
    vi.useFakeTimers();
    const show = vi.spyOn(notifications, 'show');
    fetchMock.mockImplementation(async () => unavailable());
    const reply = createCloudClient()
      .call(cloudSessionEndpoints.account)
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CLOUD_UNAVAILABLE_RETRY_MS);
    expect(await reply).toMatchObject({ errorId: 'cloudInvalidResponse' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(show).toHaveBeenCalledOnce();
    expect(show.mock.calls[0]![0]).toMatchObject({
      message: 'The cloud is unavailable. Refresh the page in about 30 seconds.',
      color: 'red',
      'data-toast-type': 'danger',
    });
  });

  it('does not retry other failures', async () => {
    fetchMock.mockResolvedValue(cloudError('notFound', 'User not in cloud portal'));
    await expect(
      createCloudClient().call(cloudSessionEndpoints.login, {
        body: { email: 'a@example.com', password: 'x' },
      }),
    ).rejects.toMatchObject({ errorId: 'notFound' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
