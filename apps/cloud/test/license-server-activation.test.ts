/**
 * The license server's activation (cloud-api §7.3): issue → inspect → activate with a signed block →
 * the same hardware again → other hardware refused → deactivations until none remain; time-limited keys;
 * every refusal with the cloud's error keys and the license server's `{error, message}`.
 */
import { describe, expect, it } from 'vitest';
import {
  activate,
  deactivate,
  inspect,
  issueKey,
  LICENSES,
  parseBlock,
  SERVER_A,
  SERVER_B,
  signatureVerifies,
} from './support/licenses.ts';
import { manualClock, startCloud } from './support/test-cloud.ts';

const DAY_MS = 24 * 60 * 60_000;

describe.each(['pglite', 'postgres'] as const)('license server activation (%s)', (database) => {
  it('activates an issued key with a block whose signature verifies, and again for the same hardware', async () => {
    const cloud = await startCloud({ database });
    const key = await issueKey(cloud, {
      class: 'digital',
      channels: 4,
      brand: 'argus',
      company: 'Acme',
      support: 'support@acme.example',
      orderType: 'standard',
    });
    expect(key).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    // Inspect normalises what it is given.
    expect(await inspect(cloud, key.toLowerCase().replaceAll('-', ''))).toEqual({
      key,
      class: 'digital',
      channels: 4,
      state: 'notActivated',
      deactivationsLeft: 3,
    });

    const res = await activate(cloud, {
      key: key.toLowerCase(),
      ...SERVER_A,
      brand: 'argus',
      version: '6.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { licenseBlock } = res.json();
    expect(res.json().key).toBe(key);
    expect(parseBlock(licenseBlock)).toEqual({
      NAME: 'Professional',
      SERIAL: key,
      HWID: 'hw-a1',
      COUNT: '4',
      CLASS: 'digital',
      VERSION: '6.0.1',
      BRAND: 'argus',
      SIGNATURE2: expect.any(String),
      COMPANY: 'Acme',
      SUPPORT: 'support@acme.example',
      DEACTIVATIONS: '3',
      ORDERTYPE: 'standard',
    });
    expect(await signatureVerifies(cloud, licenseBlock)).toBe(true);
    expect(await signatureVerifies(cloud, licenseBlock.replace('COUNT=4', 'COUNT=40'))).toBe(false);
    expect(await inspect(cloud, key)).toMatchObject({ state: 'active' });

    // The same server again (by any of its hardware ids): the same block.
    const again = await activate(cloud, { key, hardwareIds: ['hw-a2'], localSystemId: 'local-a' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ key, licenseBlock });
  });

  it('refuses other hardware while active; released, the key moves', async () => {
    const cloud = await startCloud({ database });
    const key = await issueKey(cloud, { class: 'edge', channels: 1 });
    expect((await activate(cloud, { key, ...SERVER_A })).statusCode).toBe(200);

    const other = await activate(cloud, { key, ...SERVER_B });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      error: 'alreadyActivated',
      message: 'already activated',
      resultCode: 'badRequest',
      errorText: 'already activated',
    });
    // Only the server it is active on may release it.
    const elsewhere = await deactivate(cloud, { key, ...SERVER_B });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ error: 'notActivated', message: 'not activated' });

    // Released, it may move to the other server.
    expect((await deactivate(cloud, { key, ...SERVER_A })).json()).toEqual({ key, deactivationsLeft: 2 });
    const moved = await activate(cloud, { key, ...SERVER_B });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(parseBlock(moved.json().licenseBlock)).toMatchObject({ HWID: 'hw-b1', DEACTIVATIONS: '2' });
  });

  it('answers noDeactivationsRemaining after the third deactivation', async () => {
    const cloud = await startCloud({ database });
    const key = await issueKey(cloud, { class: 'analog', channels: 2 });
    for (let i = 0; i < 3; i += 1) {
      expect((await activate(cloud, { key, ...SERVER_A })).statusCode).toBe(200);
      expect((await deactivate(cloud, { key, ...SERVER_A })).json()).toEqual({
        key,
        deactivationsLeft: 2 - i,
      });
    }
    expect((await activate(cloud, { key, ...SERVER_B })).statusCode).toBe(200);
    const none = await deactivate(cloud, { key, ...SERVER_B });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      error: 'noDeactivationsRemaining',
      message: 'no deactivations remaining',
    });
    expect(await inspect(cloud, key)).toMatchObject({ state: 'active', deactivationsLeft: 0 });
  });

  it('counts a time-limited key’s days from its activation, then answers expired', async () => {
    const time = manualClock(Date.parse('2026-03-01T10:00:00Z'));
    const cloud = await startCloud({ database, clock: time.clock });
    const key = await issueKey(cloud, { class: 'trial', channels: 4, days: 30 });
    time.advance(5 * DAY_MS);
    expect(await inspect(cloud, key)).not.toHaveProperty('expires');

    const res = await activate(cloud, { key, ...SERVER_A });
    expect(res.statusCode, res.body).toBe(200);
    expect(parseBlock(res.json().licenseBlock).EXPIRATION).toBe('2026-04-05 10:00:00');
    expect(await signatureVerifies(cloud, res.json().licenseBlock)).toBe(true);
    expect(await inspect(cloud, key)).toMatchObject({ state: 'active', expires: '2026-04-05T10:00:00.000Z' });

    // A deactivation does not restart the days.
    expect((await deactivate(cloud, { key, ...SERVER_A })).statusCode).toBe(200);
    time.advance(10 * DAY_MS);
    const again = await activate(cloud, { key, ...SERVER_B });
    expect(parseBlock(again.json().licenseBlock).EXPIRATION).toBe('2026-04-05 10:00:00');

    time.advance(30 * DAY_MS);
    expect(await inspect(cloud, key)).toMatchObject({ state: 'expired' });
    for (const res of [
      await activate(cloud, { key, ...SERVER_A }),
      await deactivate(cloud, { key, ...SERVER_B }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'expired', message: 'expired' });
    }
  });

  it('refuses malformed and unknown keys, bad shapes, another brand and a second Starter', async () => {
    const cloud = await startCloud({ database });
    const malformed = await activate(cloud, { key: 'ABC', ...SERVER_A });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'invalidKey', message: 'invalid key' });
    const unknown = await activate(cloud, { key: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', ...SERVER_A });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'invalidKey', resultCode: 'notFound' });
    const inspectUnknown = await cloud.request({
      method: 'GET',
      url: `${LICENSES}/inspect/zzzz-zzzz-zzzz-zzzz`,
    });
    expect(inspectUnknown.statusCode).toBe(404);

    const key = await issueKey(cloud, { class: 'starter', channels: 4, brand: 'argus' });
    for (const payload of [
      { key, localSystemId: 'local-a' },
      { key, hardwareIds: [], localSystemId: 'local-a' },
      { key, hardwareIds: 'hw-a1', localSystemId: 'local-a' },
      { key, hardwareIds: ['hw\nHWID=forged'], localSystemId: 'local-a' },
      { key, ...SERVER_A, brand: 'x\nCOUNT=999' },
      { key: 42, ...SERVER_A },
    ]) {
      const res = await activate(cloud, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ resultCode: 'wrongParameters', error: 'wrongParameters' });
    }
    const foreign = await activate(cloud, { key, ...SERVER_A, brand: 'other' });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toMatchObject({ error: 'incompatibleType' });

    expect((await activate(cloud, { key, ...SERVER_A, brand: 'argus' })).statusCode).toBe(200);
    const second = await issueKey(cloud, { class: 'starter', channels: 4 });
    const refused = await activate(cloud, { key: second, hardwareIds: ['hw-a1'], localSystemId: 'local-a' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'oneStarterPerSystem' });
    // Another system may take it.
    expect((await activate(cloud, { key: second, ...SERVER_B })).statusCode).toBe(200);
  });
});
