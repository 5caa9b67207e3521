/**
 * Health metrics over the API (media-server-api §4.9, §4.3.9): the manifest's shape and formats, real values
 * for an admin (CPU 0..100, total RAM equal to the host's, users following an added user), `_with` and
 * `_local`, `_formatted`, the legacy envelopes, 403 for everybody but admins, and `/api/statistics`.
 */
import { totalmem } from 'node:os';
import {
  METRIC_FORMATS,
  METRIC_RESOURCE_GROUPS,
  metricsAlarmsSchema,
  metricsManifestSchema,
  metricsValuesSchema,
  statisticsReplySchema,
} from '@argus/contract/mediaserver';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuthHeaders, bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { ADMIN_PERMISSIONS, createUser, PREDEFINED } from './support/users-fixtures.ts';

let t: TestApp;
let admin: AuthHeaders;

beforeAll(async () => {
  t = await startTestApp({ shared: true });
  admin = bearer(await t.login('admin', 'admin'));
  return () => t.close();
});

const get = (url: string, auth: AuthHeaders = admin) => t.request({ method: 'GET', url, headers: auth });

async function values(query = '') {
  const res = await get(`/rest/v2/system/metrics/values${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return metricsValuesSchema.parse(res.json());
}

describe('metrics manifest', () => {
  it('describes every resource group, with formats the console knows', async () => {
    const res = await get('/rest/v2/system/metrics/manifest');
    expect(res.statusCode, res.body).toBe(200);
    const manifest = metricsManifestSchema.parse(res.json());
    expect(manifest.map((g) => g.id)).toEqual([...METRIC_RESOURCE_GROUPS]);
    for (const group of manifest) {
      expect(group.values.length).toBeGreaterThan(0);
      for (const section of group.values)
        for (const parameter of section.values)
          if (parameter.format !== undefined)
            expect(
              METRIC_FORMATS as readonly string[],
              `${group.id}.${section.id}.${parameter.id}`,
            ).toContain(parameter.format);
    }
    const systems = manifest.find((g) => g.id === 'systems')!.values.find((s) => s.id === 'info')!;
    expect(systems.values.map((p) => p.id)).toEqual(
      expect.arrayContaining(['name', 'servers', 'users', 'cameras', 'storages', 'version']),
    );
  });
});

describe('metric values', () => {
  it('measure the host: CPU between 0 and 100, total RAM equal to the host, threads and uptime', async () => {
    const v = await values();
    const server = v.servers?.[t.root.identity.serverId];
    expect(server).toBeDefined();
    const load = server!.load!;
    expect(load.cpuUsageP).toBeGreaterThanOrEqual(0);
    expect(load.cpuUsageP).toBeLessThanOrEqual(100);
    expect(server!.info!.ram).toBe(totalmem());
    expect(load.ramUsageB).toBeGreaterThan(0);
    expect(load.ramUsageB).toBeLessThanOrEqual(totalmem());
    expect(load.threads).toBeGreaterThan(0);
    expect(load.incomingConnections).toBeGreaterThanOrEqual(0);
    expect(server!.availability!.uptimeS).toBeGreaterThanOrEqual(0);
    expect(server!.activity!.apiCalls1m).toBeGreaterThanOrEqual(0);
    const [system] = Object.values(v.systems ?? {});
    expect(system?.info).toMatchObject({ servers: 1, users: 1, cameras: 0, storages: 1 });
  });

  it('count an added user within 10 s', async () => {
    const before = Object.values((await values('?_with=systems')).systems!)[0]!.info!.users as number;
    await createUser(t, 'metrics-counted', { userRoleId: PREDEFINED.viewer });
    await vi.waitFor(
      async () => {
        const now = Object.values((await values('?_with=systems')).systems!)[0]!.info!.users;
        expect(now).toBe(before + 1);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('count database writes and API calls in the activity rates', async () => {
    await values('?_with=servers');
    await createUser(t, 'metrics-writes', { userRoleId: PREDEFINED.viewer });
    await vi.waitFor(
      async () => {
        const activity = (await values('?_with=servers')).servers![t.root.identity.serverId]!.activity!;
        expect(activity.transactionsPerSecond1m).toBeGreaterThan(0);
        expect(activity.apiCalls1m).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it('`_with=servers&_local=true` gives only this server', async () => {
    const v = await values('?_with=servers&_local=true');
    expect(Object.keys(v)).toEqual(['servers']);
    expect(Object.keys(v.servers!)).toEqual([t.root.identity.serverId]);
  });

  it('`_formatted` gives display text by format', async () => {
    const v = await values('?_with=servers&_formatted=true');
    const load = v.servers![t.root.identity.serverId]!.load!;
    expect(load.cpuUsageP).toMatch(/%$/);
    expect(load.ramUsageB).toMatch(/B$/);
  });

  it('serve the storage of this server with its space', async () => {
    const v = await values('?_with=storages&_local=true');
    const [storage] = Object.values(v.storages!);
    expect(storage?.state?.status).toBeDefined();
    expect(storage?.space?.mediaSpaceB).toBeGreaterThanOrEqual(0);
  });
});

describe('metrics legacy calls and permissions', () => {
  it('answer the legacy calls in the envelope', async () => {
    for (const url of ['/ec2/metrics/manifest', '/ec2/metrics/values', '/ec2/metrics/alarms']) {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ error: '0', errorString: '' });
    }
    const mine = await get('/api/metrics/values');
    expect(mine.statusCode, mine.body).toBe(200);
    const reply = metricsValuesSchema.parse(mine.json().reply);
    expect(reply.systems).toBeUndefined();
    expect(Object.keys(reply.servers!)).toEqual([t.root.identity.serverId]);
    const system = metricsValuesSchema.parse((await get('/api/metrics/values?system=true')).json().reply);
    expect(system.systems).toBeDefined();
  });

  it('refuse every caller but admins, even with every other permission', async () => {
    const viewer = bearer((await createUser(t, 'metrics-viewer', { userRoleId: PREDEFINED.viewer })).token);
    const custom = bearer(
      (
        await createUser(t, 'metrics-custom', {
          permissions: ADMIN_PERMISSIONS.replace('GlobalAdminPermission|', ''),
        })
      ).token,
    );
    for (const auth of [viewer, custom])
      for (const url of [
        '/rest/v2/system/metrics/manifest',
        '/rest/v2/system/metrics/values',
        '/rest/v2/system/metrics/alarms',
        '/rest/v2/system/metrics/rules',
        '/ec2/metrics/values',
        '/api/metrics/values',
      ])
        expect((await get(url, auth)).statusCode, url).toBe(403);
    // The load statistics are any user's (the Monitoring page).
    expect((await get('/api/statistics', viewer)).statusCode).toBe(200);
  });

  it('list the alarm rules and give alarms of the contract shape', async () => {
    const rules = await get('/rest/v2/system/metrics/rules');
    expect(rules.statusCode).toBe(200);
    expect(rules.json().length).toBeGreaterThan(0);
    const alarms = await get('/rest/v2/system/metrics/alarms');
    expect(alarms.statusCode).toBe(200);
    metricsAlarmsSchema.parse(alarms.json());
  });
});

describe('load statistics', () => {
  it('give a CPU and a RAM entry and every load between 0 and 1', async () => {
    const res = await get('/api/statistics');
    expect(res.statusCode, res.body).toBe(200);
    const reply = statisticsReplySchema.parse(res.json().reply);
    expect(reply.updatePeriod).toBe(1000);
    expect(reply.uptimeMs).toBeGreaterThan(0);
    const types = reply.statistics.map((s) => s.deviceType);
    expect(types).toContain('StatisticsCPU');
    expect(types).toContain('StatisticsRAM');
    for (const entry of reply.statistics) {
      expect(entry.value).toBeGreaterThanOrEqual(0);
      expect(entry.value).toBeLessThanOrEqual(1);
    }
  });

  it('sample only while somebody reads: the collector runs after a read', async () => {
    await get('/api/statistics');
    expect(t.root.metrics.collector.running).toBe(true);
    const before = t.root.metrics.collector.samples;
    await vi.waitFor(() => expect(t.root.metrics.collector.samples).toBeGreaterThan(before), {
      timeout: 5_000,
    });
  });
});
