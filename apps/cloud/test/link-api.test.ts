/**
 * The cloud's end of the server link (docs/cloud-link.md): the upgrade and its refusals, presence and the
 * derived `stateOfHealth`, and the notices a linked server gets when what it mirrors changes. A test peer
 * plays the media server with a real WebSocket and the shared mux.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_CLOSED_BY_CLOUD } from '../src/modules/link/index.ts';
import { type Browser, loggedIn } from './support/browser.ts';
import { closePeers, linkPeer, refusedUpgrade } from './support/link-peer.ts';
import { connectSystem } from './support/systems.ts';
import { startCloud, type TestCloud } from './support/test-cloud.ts';

afterEach(closePeers);

const FAST_LINK = { graceMs: 300, staleMs: 60_000 };

async function healthOf(browser: Browser, systemId: string): Promise<string> {
  const res = await browser.request({ method: 'GET', url: `/api/systems/${systemId}` });
  return res.json()[0].stateOfHealth;
}

function share(browser: Browser, systemId: string, email: string, role: string) {
  return browser.request({
    method: 'POST',
    url: `/api/systems/${systemId}/users`,
    payload: { user_email: email, role },
  });
}

async function linkedSystem(cloud: TestCloud) {
  const owner = await cloud.createAccount({ firstName: 'Ann', lastName: 'Lee' });
  const browser = await loggedIn(cloud, owner);
  const system = await connectSystem(browser);
  const peer = await linkPeer(cloud.url!, system);
  await peer.waitFor('welcome');
  return { owner, browser, system, peer };
}

describe.each(['pglite', 'postgres'] as const)('the server link (%s)', (database) => {
  it('refuses a wrong key and other upgrade paths with the cloud’s error body', async () => {
    const cloud = await startCloud({ database, listen: true });
    const owner = await cloud.createAccount();
    const system = await connectSystem(await loggedIn(cloud, owner));
    const wrong = await refusedUpgrade(cloud.url!, {
      authorization: `Basic ${Buffer.from(`${system.id}:not-the-key`).toString('base64')}`,
    });
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.body)).toMatchObject({ resultCode: 'notAuthorized' });
    const none = await refusedUpgrade(cloud.url!, {});
    expect(none.status).toBe(401);
    // An account's own credentials are no system's.
    const account = await refusedUpgrade(cloud.url!, {
      authorization: `Basic ${Buffer.from(`${owner.email}:${owner.password}`).toString('base64')}`,
    });
    expect(account.status).toBe(401);
    const elsewhere = await refusedUpgrade(cloud.url!, {}, '/api/ping');
    expect(elsewhere.status).toBe(404);
    expect(JSON.parse(elsewhere.body)).toMatchObject({ resultCode: 'notFound' });
  });

  it('welcomes the server, shows the system online with its version, and offline after the grace', async () => {
    const cloud = await startCloud({ database, listen: true, linkTimings: FAST_LINK });
    const owner = await cloud.createAccount();
    const browser = await loggedIn(cloud, owner);
    const system = await connectSystem(browser, 'Depot');
    expect(await healthOf(browser, system.id)).toBe('undefined');

    const peer = await linkPeer(cloud.url!, system, undefined, { version: '5.1.2.3' });
    expect(await peer.waitFor('welcome')).toEqual({
      type: 'welcome',
      systemId: system.id,
      name: 'Depot',
      system2faEnabled: false,
      nodeId: cloud.root.link.node.nodeId,
    });
    const [listed] = (await browser.request({ method: 'GET', url: '/api/systems' })).json();
    expect(listed).toMatchObject({ stateOfHealth: 'online', version: '5.1.2.3', status: 'activated' });
    const row = await cloud.root.link.links.find(system.id);
    expect(row).toMatchObject({
      nodeId: cloud.root.link.node.nodeId,
      nodeUrl: cloud.url,
      serverId: '{11111111-2222-3333-4444-555555555555}',
      droppedAt: null,
    });

    await peer.close();
    await vi.waitFor(async () =>
      expect((await cloud.root.link.links.find(system.id))?.droppedAt).toBeInstanceOf(Date),
    );
    // Within the grace it still counts as online, then offline.
    await vi.waitFor(async () => expect(await healthOf(browser, system.id)).toBe('offline'), {
      timeout: 5_000,
    });
  });

  it('takes the system over from an older link, which is closed', async () => {
    const cloud = await startCloud({ database, listen: true });
    const { system, peer: older } = await linkedSystem(cloud);
    const newer = await linkPeer(cloud.url!, system, undefined, { serverId: 'second' });
    await newer.waitFor('welcome');
    expect(await older.closed).toBe(LINK_CLOSED_BY_CLOUD);
    expect(cloud.root.link.registry.get(system.id)?.socket).toBeDefined();
    expect(await cloud.root.link.links.find(system.id)).toMatchObject({
      serverId: 'second',
      droppedAt: null,
    });
  });

  it('tells the linked server of shares, role changes, unshares, renames and transfers', async () => {
    const cloud = await startCloud({ database, listen: true });
    const { browser, system, peer } = await linkedSystem(cloud);
    const b = await cloud.createAccount();

    expect((await share(browser, system.id, b.email, 'viewer')).statusCode).toBe(200);
    await peer.waitFor('usersChanged', 1);
    expect((await share(browser, system.id, b.email, 'advancedViewer')).statusCode).toBe(200);
    await peer.waitFor('usersChanged', 2);
    expect((await share(browser, system.id, b.email, 'none')).statusCode).toBe(200);
    await peer.waitFor('usersChanged', 3);

    const renamed = await browser.request({
      method: 'POST',
      url: `/api/systems/${system.id}/name`,
      payload: { name: 'Renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await peer.waitFor('systemChanged')).toEqual({
      type: 'systemChanged',
      name: 'Renamed',
      system2faEnabled: false,
    });

    const browserB = await loggedIn(cloud, b);
    const offer = await browser.request({
      method: 'POST',
      url: `/api/transfer/${system.id}/`,
      payload: { newOwnerEmail: b.email },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const accept = await browserB.request({
      method: 'PUT',
      url: `/api/transfer/${system.id}/`,
      payload: { action: 'accepted' },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    await peer.waitFor('usersChanged', 4);
    // A refused change announces nothing.
    expect((await share(browser, system.id, 'x@example.com', 'owner')).statusCode).toBe(403);
    expect(peer.messages.map((m) => m.type)).toEqual([
      'welcome',
      'usersChanged',
      'usersChanged',
      'usersChanged',
      'systemChanged',
      'usersChanged',
    ]);
  });

  it('tells the server it was unbound and closes the link, for every form of disconnect', async () => {
    const cloud = await startCloud({ database, listen: true });
    const disconnects: ((
      s: { id: string; authKey: string },
      owner: { email: string; password: string },
      browser: Browser,
    ) => Promise<number>)[] = [
      async (s, _o, browser) =>
        (
          await browser.request({
            method: 'POST',
            url: '/api/systems/disconnect',
            payload: { system_id: s.id },
          })
        ).statusCode,
      async (s, o) =>
        (
          await cloud.request({
            method: 'DELETE',
            url: `/cdb/system/${s.id}`,
            headers: { authorization: `Basic ${Buffer.from(`${o.email}:${o.password}`).toString('base64')}` },
          })
        ).statusCode,
      // The server's own cloudUnbind still works, and its link is closed too.
      async (s) =>
        (
          await cloud.request({
            method: 'POST',
            url: '/cdb/system/unbind',
            headers: { authorization: `Basic ${Buffer.from(`${s.id}:${s.authKey}`).toString('base64')}` },
            payload: { systemId: s.id },
          })
        ).statusCode,
    ];
    for (const disconnect of disconnects) {
      const { owner, browser, system, peer } = await linkedSystem(cloud);
      expect(await disconnect(system, owner, browser)).toBe(200);
      await peer.waitFor('unbound');
      expect(await peer.closed).toBe(LINK_CLOSED_BY_CLOUD);
      expect(peer.messages.at(-1)).toEqual({ type: 'unbound' });
      await vi.waitFor(() => expect(cloud.root.link.registry.get(system.id)).toBeUndefined());
    }
  });
});
