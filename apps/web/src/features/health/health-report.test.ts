import { healthItemsOf } from '@argus/contract/mediaserver';
import { HEALTH_FIXTURE_SERVER_ID, healthReportFixture } from '@argus/contract/testing';
import { describe, expect, it } from 'vitest';
import { readReportFile, sectionCsv } from './health-export.ts';
import {
  filterItems,
  panelSectionsOf,
  searchTagsOf,
  serversOf,
  sortItems,
  tableColumnsOf,
} from './health-report.ts';

const report = healthReportFixture({ cameras: 4, offlineCameras: 1, warnings: 1 });
const cameras = report.manifest.find((g) => g.id === 'cameras')!;
const items = healthItemsOf('cameras', report.values, report.alarms);
const server = serversOf(report)[0]!;

describe('a report read through its manifest', () => {
  it('takes the table columns and panel sections from `display`', () => {
    expect(tableColumnsOf(cameras).map((c) => c.key)).toEqual([
      'info.server',
      'info.ip',
      'info.recording',
      'availability.status',
      'primaryStream.actualFps',
      'primaryStream.actualBitrateBps',
    ]);
    // The `_` section has nothing for the panel and is left out.
    expect(panelSectionsOf(cameras).map((s) => s.id)).toEqual(['info', 'availability', 'primaryStream']);
  });

  it('searches an item by its name, id, group and the values shown', () => {
    expect(searchTagsOf(items[1]!, cameras)).toEqual(
      expect.arrayContaining(['Camera 0002', items[1]!.id, 'Cameras', '10.0.0.2', '4 fps']),
    );
    const found = (query: string) =>
      filterItems(items, cameras, { query, alertType: 'any', server: null }).map((i) => i.name);
    expect(found('axis offline')).toEqual([]);
    expect(found('hanwha offline')).toEqual(['Camera 0001']);
    expect(found('25+fps')).toEqual(['Camera 0003', 'Camera 0004']);
  });

  it('filters by alert type and server', () => {
    const kept = (alertType: 'any' | 'error' | 'warning', on = server) =>
      filterItems(items, cameras, { query: '', alertType, server: on }).map((i) => i.name);
    expect(kept('error')).toEqual(['Camera 0001']);
    expect(kept('warning')).toEqual(['Camera 0002']);
    expect(kept('any', { id: 'other', name: 'Other server' })).toEqual([]);
    expect(server.id).toBe(HEALTH_FIXTURE_SERVER_ID);
  });

  it('sorts numbers by value and puts empty values last either way', () => {
    const columns = tableColumnsOf(cameras);
    const byFps = (descending: boolean) =>
      sortItems(items, columns, { column: 'primaryStream.actualFps', descending }).map((i) => i.name);
    expect(byFps(false)).toEqual(['Camera 0002', 'Camera 0003', 'Camera 0004', 'Camera 0001']);
    expect(byFps(true)).toEqual(['Camera 0003', 'Camera 0004', 'Camera 0002', 'Camera 0001']);
  });
});

describe('exports', () => {
  it('writes a section as CSV with the values shown', () => {
    const csv = sectionCsv(cameras, items.slice(0, 2), 'Name').split('\r\n');
    expect(csv[0]).toBe('Name,Server,IP address,Recording,Status,Frame rate,Bitrate');
    expect(csv[1]).toBe('Camera 0001,Server Alpha,10.0.0.1,Off,Offline,,');
    expect(csv[2]).toBe('Camera 0002,Server Alpha,10.0.0.2,Always,Online,4 fps,4.00 Mbps');
  });

  it('reads a report file back, and says why another file is not one', async () => {
    const file = (text: string) => new Blob([text], { type: 'application/json' });
    expect(await readReportFile(file(JSON.stringify(report)))).toEqual({ ok: true, report });
    expect(await readReportFile(file('{'))).toEqual({ ok: false, reason: 'notJson' });
    expect(await readReportFile(file('[]'))).toEqual({ ok: false, reason: 'notReport' });
  });
});
