/**
 * The media server's cloud client on answers a real cloud rarely gives (the real cloud is in
 * cloud-bind.test.ts): what counts as a rejection, what as an unreachable cloud, and what it sends.
 */
import { Forbidden, Unavailable, Unprocessable } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { CLOUD_UNREACHABLE_TEXT, CloudClient, NO_CLOUD_TEXT } from '../src/modules/cloud-link/index.ts';

const CREDENTIALS = { systemId: 'ABC-1', authKey: 'key-1' };

function answering(status: number, body: unknown) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { client: new CloudClient('http://cloud.test:8000', fetchImpl), seen };
}

describe('the cloud client', () => {
  it('confirms with the system credentials as HTTP Basic and needs the system in the reply', async () => {
    const { client, seen } = answering(200, { systems: [{ id: 'abc-1' }] });
    expect(await client.confirmBinding(CREDENTIALS)).toBe('accepted');
    expect(seen[0]!.url).toBe('http://cloud.test:8000/cdb/system/get?systemId=ABC-1');
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('ABC-1:key-1').toString('base64')}`,
    );
    expect(await answering(200, { systems: [{ id: 'other' }] }).client.confirmBinding(CREDENTIALS)).toBe(
      'rejected',
    );
  });

  it('takes 401, 403 and 404 as a rejection, anything else odd as an unreachable cloud', async () => {
    for (const status of [401, 403, 404])
      expect(
        await answering(status, { resultCode: 'notAuthorized' }).client.confirmBinding(CREDENTIALS),
      ).toBe('rejected');
    for (const [status, body] of [
      [500, { resultCode: 'unknownError' }],
      [200, 'not json'],
      [200, { resultCode: 'ok' }],
    ] as const) {
      const attempt = answering(status, body).client.confirmBinding(CREDENTIALS);
      await expect(attempt).rejects.toThrow(Unavailable);
      await expect(attempt).rejects.toThrow(CLOUD_UNREACHABLE_TEXT);
    }
  });

  it('unbinds with the system credentials; a reply that is not ok is an unreachable cloud', async () => {
    const { client, seen } = answering(200, { resultCode: 'ok' });
    expect(await client.unbind(CREDENTIALS)).toBe('accepted');
    expect(seen[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual({ systemId: 'ABC-1' });
    expect(await answering(401, {}).client.unbind(CREDENTIALS)).toBe('rejected');
    await expect(answering(200, { resultCode: 'dbError' }).client.unbind(CREDENTIALS)).rejects.toThrow(
      Unavailable,
    );
  });

  it('fetches the share list with the system credentials and checks it against the contract', async () => {
    const share = {
      accountEmail: 'a@example.com',
      accountFullName: 'Ann Lee',
      accountId: 'acc-1',
      accessRole: 'owner',
      customPermissions: '',
      isEnabled: true,
      lastLoginTime: '',
      systemId: 'abc-1',
      usageFrequency: 0,
      userRoleId: '',
      vmsUserId: '',
    };
    const { client, seen } = answering(200, { sharing: [share] });
    expect(await client.getCloudUsers(CREDENTIALS)).toEqual([share]);
    expect(seen[0]!.url).toBe('http://cloud.test:8000/cdb/system/getCloudUsers?systemId=ABC-1');
    expect(seen[0]!.init.method).toBe('GET');
    for (const status of [401, 403, 404])
      expect(await answering(status, {}).client.getCloudUsers(CREDENTIALS)).toBe('rejected');
    for (const [status, body] of [
      [500, { sharing: [share] }],
      [200, { sharing: [{ ...share, accessRole: 'emperor' }] }],
      [200, { resultCode: 'ok' }],
      [200, 'not json'],
    ] as const)
      await expect(answering(status, body).client.getCloudUsers(CREDENTIALS)).rejects.toThrow(Unavailable);
  });

  it('pushes a share with the system credentials; a refusal keeps the cloud’s text', async () => {
    const body = { systemId: 'ABC-1', accountEmail: 'a@example.com', accessRole: 'viewer' as const };
    const { client, seen } = answering(200, { resultCode: 'ok' });
    expect(await client.share(CREDENTIALS, body)).toBe('shared');
    expect(seen[0]!.url).toBe('http://cloud.test:8000/cdb/system/share');
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual(body);
    const refusals: [number, unknown, new (text?: string) => Error, string][] = [
      [403, { resultCode: 'forbidden', errorText: 'No.' }, Forbidden, 'No.'],
      [401, { resultCode: 'notAuthorized', errorText: 'Who?' }, Forbidden, 'Who?'],
      [400, { resultCode: 'wrongParameters', errorText: 'Bad.' }, Unprocessable, 'Bad.'],
      [200, { resultCode: 'invalidData', errorText: 'Odd.' }, Unprocessable, 'Odd.'],
      [500, { resultCode: 'unknownError' }, Unavailable, CLOUD_UNREACHABLE_TEXT],
      [200, 'not json', Unavailable, CLOUD_UNREACHABLE_TEXT],
    ];
    for (const [status, reply, kind, text] of refusals) {
      const failure = answering(status, reply).client.share(CREDENTIALS, body);
      await expect(failure).rejects.toBeInstanceOf(kind);
      await expect(failure).rejects.toMatchObject({ text });
    }
    // Removing a share the cloud no longer has is done; any other 404 is a refusal.
    const notFound = { resultCode: 'notFound', errorText: 'Not found' };
    const none = { ...body, accessRole: 'none' as const };
    expect(await answering(404, notFound).client.share(CREDENTIALS, none)).toBe('alreadyRemoved');
    await expect(answering(404, notFound).client.share(CREDENTIALS, body)).rejects.toBeInstanceOf(
      Unprocessable,
    );
  });

  it('without a cloud address: 422 with the reason, nothing sent', async () => {
    const client = new CloudClient(undefined, (() => {
      throw new Error('no call expected');
    }) as unknown as typeof fetch);
    expect(client.host).toBe('');
    expect(() => client.requireConfigured()).toThrow(Unprocessable);
    await expect(client.confirmBinding(CREDENTIALS)).rejects.toThrow(NO_CLOUD_TEXT);
  });
});
