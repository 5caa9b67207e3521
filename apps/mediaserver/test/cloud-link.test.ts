/**
 * The media server's end of the link to the cloud (docs/cloud-link.md §1, §2): it links after a bind and at
 * start when bound, says so in `cloudLinked`, comes back after a drop, follows the cloud's notices and ends
 * the binding when the cloud no longer knows the system. The cloud is played by a loopback peer.
 */
import { PRODUCT_VERSION } from '@argus/contract';
import { LINK_SERVER_ID_HEADER, LINK_VERSION_HEADER } from '@argus/contract/cloud';
import { describe, expect, it, vi } from 'vitest';
import type { CloudLinkOptions } from '../src/compose-cloud-link.ts';
import { type LinkPeer, startLinkPeer } from './support/link-peer.ts';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { addUser, setUpSystem } from './system-fixtures.ts';

const SYSTEM_ID = '7d3b2d4e-6a1f-4b8e-9c2d-1e5f3a9b0c11';
const AUTH_KEY = '2c9e41f0-55aa-4d1b-8e7f-0b6c3d2a1f99';
const OWNER = 'owner@example.com';
/** Quick retries, so that a reconnect is awaited in milliseconds. */
const QUICK: CloudLinkOptions = { timings: { backoff: { firstMs: 10, maxMs: 40, resetAfterMs: 60_000 } } };

/** A set-up server pointed at the peer, bound to the system the peer knows. */
async function boundServer(peer: LinkPeer, options: CloudLinkOptions = {}) {
  peer.systems.set(SYSTEM_ID, AUTH_KEY);
  const t = await startTestApp({ cloudUrl: peer.url, cloudLink: { ...QUICK, ...options } });
  const token = await setUpSystem(t);
  const res = await t.request({
    method: 'POST',
    url: '/rest/v1/system/cloudBind',
    headers: bearer(token),
    payload: { systemId: SYSTEM_ID, authKey: AUTH_KEY, owner: OWNER },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { t, token };
}

async function cloudUnbind(t: TestApp, token: string) {
  const res = await t.request({
    method: 'POST',
    url: '/rest/v1/system/cloudUnbind',
    headers: bearer(token),
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function systemInfo(t: TestApp) {
  return (await t.request({ method: 'GET', url: '/rest/v1/system/info' })).json();
}

/** A reconcile that counts its runs and how many ran at once; each run waits until released. */
function countingSync() {
  const counter = { calls: 0, running: 0, mostAtOnce: 0, release: [] as (() => void)[] };
  const sync = async () => {
    counter.calls += 1;
    counter.running += 1;
    counter.mostAtOnce = Math.max(counter.mostAtOnce, counter.running);
    await new Promise<void>((resolve) => counter.release.push(resolve));
    counter.running -= 1;
  };
  const releaseAll = () => {
    for (const release of counter.release.splice(0)) release();
  };
  return { counter, usersSync: { sync }, releaseAll };
}

describe('the link to the cloud', () => {
  it('opens after a bind with the system credentials and the server headers, and says so in cloudLinked', async () => {
    const peer = await startLinkPeer();
    const { t, token } = await boundServer(peer);
    const link = await peer.link(1);
    const basic = Buffer.from(`${SYSTEM_ID}:${AUTH_KEY}`).toString('base64');
    expect(link.headers.authorization).toBe(`Basic ${basic}`);
    const server = (
      await t.request({ method: 'GET', url: '/rest/v1/servers/this/info', headers: bearer(token) })
    ).json();
    expect(link.headers[LINK_SERVER_ID_HEADER]).toBe(server.id);
    expect(link.headers[LINK_VERSION_HEADER]).toBe(server.version);
    expect(server.version).toBe(PRODUCT_VERSION);

    await vi.waitFor(async () => expect(await systemInfo(t)).toMatchObject({ cloudLinked: true }));
    expect((await systemInfo(t)).cloudId).toBe(SYSTEM_ID);
    const legacy = (await t.request({ method: 'GET', url: '/api/moduleInformation' })).json();
    expect(legacy.reply).toMatchObject({ cloudSystemId: SYSTEM_ID, cloudLinked: true });
  });

  it('comes back after the cloud drops it, and cloudLinked is false meanwhile', async () => {
    const peer = await startLinkPeer();
    const { t } = await boundServer(peer);
    const first = await peer.link(1);
    await vi.waitFor(() => expect(t.root.cloudLink.linked).toBe(true));
    peer.refuseLinks = true;
    peer.systemGet = 'unavailable';
    first.socket.terminate();
    await vi.waitFor(async () => expect(await systemInfo(t)).toMatchObject({ cloudLinked: false }));
    // Refused and unconfirmed: the server keeps its binding and keeps trying.
    const tries = peer.upgrades;
    await vi.waitFor(() => expect(peer.upgrades).toBeGreaterThan(tries + 1));
    expect(t.root.settings.get('cloudSystemID')).toBe(SYSTEM_ID);
    peer.refuseLinks = false;
    await peer.link(2);
    await vi.waitFor(async () => expect(await systemInfo(t)).toMatchObject({ cloudLinked: true }));
  });

  it('drops a link the cloud is silent on and opens another', async () => {
    const peer = await startLinkPeer();
    peer.welcome = null;
    await boundServer(peer, { timings: { ...QUICK.timings, silenceMs: 200 } });
    const first = await peer.link(1);
    await first.closed;
    await peer.link(2);
  });

  it('does not link while unbound, and closes the link for good on cloudUnbind', async () => {
    const peer = await startLinkPeer();
    const unbound = await startTestApp({ cloudUrl: peer.url, cloudLink: QUICK });
    await setUpSystem(unbound);
    expect(unbound.root.cloudLink.idle).toBe(true);
    expect((await systemInfo(unbound)).cloudLinked).toBeUndefined();
    expect(peer.upgrades).toBe(0);

    const { t, token } = await boundServer(peer);
    const link = await peer.link(1);
    await cloudUnbind(t, token);
    await link.closed;
    expect(t.root.cloudLink.idle).toBe(true);
    expect(t.root.cloudLink.linked).toBe(false);
    expect(peer.links).toHaveLength(1);
  });

  it('stops trying once unbound while it waits for its next try', async () => {
    const peer = await startLinkPeer();
    peer.refuseLinks = true;
    const { t, token } = await boundServer(peer);
    peer.systemGet = 'unavailable';
    const tries = peer.upgrades;
    await vi.waitFor(() => expect(peer.upgrades).toBeGreaterThan(tries + 1));
    await cloudUnbind(t, token);
    expect(t.root.cloudLink.idle).toBe(true);
    expect(peer.links).toHaveLength(0);
  });

  it('opens after a setup with the cloud', async () => {
    const peer = await startLinkPeer();
    peer.systems.set(SYSTEM_ID, AUTH_KEY);
    const t = await startTestApp({ cloudUrl: peer.url, cloudLink: QUICK });
    const res = await t.request({
      method: 'POST',
      url: '/rest/v1/system/setup',
      headers: bearer(await t.login('admin', 'admin')),
      payload: { name: 'Site', cloud: { systemId: SYSTEM_ID, authKey: AUTH_KEY, owner: OWNER } },
    });
    expect(res.statusCode, res.body).toBe(200);
    await peer.link(1);
    await vi.waitFor(async () => expect(await systemInfo(t)).toMatchObject({ cloudLinked: true }));
  });

  it('links at start when the data dir is bound', async () => {
    const peer = await startLinkPeer();
    const { t } = await boundServer(peer);
    await peer.link(1);
    const dataDir = t.dataDir;
    await t.app.close();
    await peer.links[0]?.closed;
    const again = await startTestApp({ dataDir, cloudUrl: peer.url, cloudLink: QUICK });
    await peer.link(2);
    await vi.waitFor(() => expect(again.root.cloudLink.linked).toBe(true));
  });
});

describe("the cloud's messages", () => {
  it('reconciles the cloud users on welcome and usersChanged, one run at a time, one more after a change during a run', async () => {
    const peer = await startLinkPeer();
    const { counter, usersSync, releaseAll } = countingSync();
    const { t } = await boundServer(peer, { usersSync });
    const link = await peer.link(1);
    // welcome started a run; two changes during it ask for exactly one more.
    await vi.waitFor(() => expect(counter.calls).toBe(1));
    link.send({ type: 'usersChanged' });
    link.send({ type: 'usersChanged' });
    // Messages arrive in order: once the rename is in, both changes have been seen.
    link.send({ type: 'systemChanged', name: 'Renamed', system2faEnabled: true });
    await vi.waitFor(() => expect(t.root.settings.get('systemName')).toBe('Renamed'));
    expect(counter.calls).toBe(1);
    releaseAll();
    await vi.waitFor(() => expect(counter.calls).toBe(2));
    releaseAll();
    await vi.waitFor(() => expect(counter.running).toBe(0));
    expect(counter.mostAtOnce).toBe(1);
    expect(counter.calls).toBe(2);
  });

  it('mirrors systemChanged into the system name and the 2FA flag', async () => {
    const peer = await startLinkPeer();
    const { t } = await boundServer(peer);
    const link = await peer.link(1);
    link.send({ type: 'systemChanged', name: 'Warehouse', system2faEnabled: true });
    await vi.waitFor(() => expect(t.root.settings.get('systemName')).toBe('Warehouse'));
    expect(t.root.settings.get('system2faEnabled')).toBe(true);
    expect((await systemInfo(t)).name).toBe('Warehouse');
  });

  it('unbound: the binding and the cloud users go, local users stay, and the link does not come back', async () => {
    const peer = await startLinkPeer();
    const { t } = await boundServer(peer);
    await addUser(t, 'manager', 'administrator');
    const link = await peer.link(1);
    expect(t.root.users.list().some((u) => u.type === 'cloud')).toBe(true);
    link.send({ type: 'unbound' });
    await link.closed;
    await vi.waitFor(() => expect(t.root.settings.get('cloudSystemID')).toBe(''));
    expect(t.root.users.list().filter((u) => u.type === 'cloud')).toEqual([]);
    expect(t.root.users.list().map((u) => u.name)).toEqual(expect.arrayContaining(['admin', 'manager']));
    expect(t.root.cloudLink.idle).toBe(true);
    expect((await systemInfo(t)).cloudId).toBeUndefined();
    // The cloud was not called back: it still knows the system.
    expect(peer.systems.has(SYSTEM_ID)).toBe(true);
  });

  it('a 401 the cloud confirms ends the binding here', async () => {
    const peer = await startLinkPeer();
    const { t } = await boundServer(peer);
    const link = await peer.link(1);
    peer.systems.delete(SYSTEM_ID);
    link.socket.terminate();
    await vi.waitFor(() => expect(t.root.settings.get('cloudSystemID')).toBe(''));
    expect(t.root.users.list().filter((u) => u.type === 'cloud')).toEqual([]);
    await vi.waitFor(() => expect(t.root.cloudLink.idle).toBe(true));
    expect(peer.links).toHaveLength(1);
  });
});
