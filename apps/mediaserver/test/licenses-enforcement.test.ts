/**
 * License enforcement (issue 17): a camera records only while it holds a channel of its class (or trial);
 * the oldest cameras keep theirs; when licenses are removed or expire, the newest cameras stop, one
 * `licenseIssue` event names them, the summary counts the cameras that really record, and a camera enabled
 * without a free channel is kept enabled but does not record.
 */
import { formatLicenseExpiration } from '@argus/contract/mediaserver';
import { describe, expect, it, vi } from 'vitest';
import type { LicenseIssueEvent } from '../src/events/event-bus.ts';
import { addCamera, type DevicesApp, devicesApp } from './support/devices-fixtures.ts';
import { installLicense } from './support/licenses.ts';
import { ALWAYS } from './support/recording.ts';

async function world() {
  const app = await devicesApp();
  const events: LicenseIssueEvent[] = [];
  app.t.root.bus.on('licenseIssue', (event) => events.push(event));
  const recorded = (ids: string[]) => ids.filter((id) => app.t.root.licenses.coverage.allows(id));
  const summary = async (app: DevicesApp) =>
    (await app.t.request({ method: 'GET', url: '/rest/v1/licenseSummaries', headers: app.owner })).json();
  return { app, events, recorded, summary: () => summary(app) };
}

/** Cameras added one after another (their `addedAtMs` orders them), recording always. */
async function camerasInOrder(app: DevicesApp, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const before = Date.now();
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(before));
    ids.push((await addCamera(app, { name: `cam ${i}`, schedule: ALWAYS })).id);
  }
  return ids;
}

describe('license enforcement', () => {
  it('records nothing without a license and keeps the camera enabled', async () => {
    const { app, recorded, summary } = await world();
    const [id] = await camerasInOrder(app, 1);
    expect(recorded([id!])).toEqual([]);
    const device = await app.t.request({
      method: 'GET',
      url: `/rest/v1/devices/${id}?_keepDefault=true`,
      headers: app.owner,
    });
    expect(device.json()).toMatchObject({ isLicenseUsed: false, schedule: { isEnabled: true } });
    const legacy = await app.t.request({
      method: 'GET',
      url: `/ec2/getCamerasEx?id=${id}`,
      headers: app.owner,
    });
    expect(legacy.json()[0]).toMatchObject({ scheduleEnabled: true, licenseUsed: false });
    expect((await summary()).digital).toEqual({ total: 0, available: 0, inUse: 0 });
  });

  it('gives channels to the oldest cameras; a removed license stops the newest with one event', async () => {
    const { app, events, recorded, summary } = await world();
    await installLicense(app.t, app.owner, { key: 'AAAA-0001', count: 2 });
    await installLicense(app.t, app.owner, { key: 'AAAA-0002', count: 1 });
    const ids = await camerasInOrder(app, 4);
    const [a, b, c, d] = ids as [string, string, string, string];
    expect(recorded(ids)).toEqual([a, b, c]);
    expect((await summary()).digital).toEqual({ total: 3, available: 3, inUse: 3 });

    const removed = await app.t.request({
      method: 'DELETE',
      url: '/rest/v1/licenses/AAAA-0001',
      headers: app.owner,
    });
    expect(removed.statusCode).toBe(200);
    expect(recorded(ids)).toEqual([a]);
    const models = (
      await app.t.request({ method: 'GET', url: '/rest/v1/devices?_keepDefault=true', headers: app.owner })
    ).json();
    const used = Object.fromEntries(
      models.map((m: { id: string; isLicenseUsed: boolean }) => [m.id, m.isLicenseUsed]),
    );
    expect(used).toEqual({ [a]: true, [b]: false, [c]: false, [d]: false });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({
      type: 'licenseIssueEvent',
      serverId: app.t.root.identity.serverId,
      reason: 'licenseRemoved',
      cameraIds: [b, c],
    });
    expect(events[0]!.cameraIds).not.toContain(d);
    expect((await summary()).digital).toEqual({ total: 1, available: 1, inUse: 1 });
  });

  it('stops cameras when a license expires', { timeout: 45_000 }, async () => {
    const { app, events, recorded } = await world();
    const soon = formatLicenseExpiration(Math.ceil((Date.now() + 2000) / 1000) * 1000);
    await installLicense(app.t, app.owner, { key: 'TIME-0001', count: 4, expiration: soon });
    const ids = await camerasInOrder(app, 2);
    expect(recorded(ids)).toEqual(ids);
    await vi.waitFor(() => expect(events).toHaveLength(1), { timeout: 30_000, interval: 100 });
    expect(events[0]!.cameraIds).toEqual(ids);
    expect(recorded(ids)).toEqual([]);
    const [info] = (
      await app.t.request({ method: 'GET', url: '/rest/v1/licenseDetails', headers: app.owner })
    ).json();
    expect(info).toMatchObject({ licenseType: 'trial', status: 'Expired' });
  });

  it('lets analog cameras use analog channels first, then digital ones', async () => {
    const { app, recorded, summary } = await world();
    await installLicense(app.t, app.owner, { key: 'ANLG-0001', count: 1, licenseClass: 'analog' });
    await installLicense(app.t, app.owner, { key: 'DIGI-0001', count: 1 });
    const analog = await camerasInOrder(app, 2);
    // Encoders (analog inputs) come from discovery, not the REST body: the row says so.
    for (const id of analog) app.t.root.cameras.repository.update(id, { deviceType: 'Encoder' });
    expect(recorded(analog)).toEqual(analog);
    const s = await summary();
    expect(s.analog.inUse).toBe(1);
    expect(s.digital.inUse).toBe(1);
  });
});
