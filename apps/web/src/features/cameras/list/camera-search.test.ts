import { DEFAULT_DEVICE_SCHEDULE } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { camera } from '../schedule/camera-fixture.ts';
import {
  addressOf,
  indexCameras,
  LISTED_DEVICE_FIELDS,
  type ListedDevice,
  searchCameras,
} from './camera-search.ts';

const AT = new Date(2026, 10, 25, 10, 0, 0);

function many(n: number) {
  return Array.from({ length: n }, (_, i) =>
    camera({
      id: `{00000000-0000-0000-0000-${String(i).padStart(12, '0')}}`,
      name: `Camera ${i}`,
      url: `rtsp://10.0.${Math.floor(i / 256)}.${i % 256}:554/stream`,
      vendor: i % 2 ? 'Axis' : 'Hikvision',
      model: `M${i}`,
    }),
  );
}

describe('camera list index', () => {
  it('sorts by name in natural order and finds cameras by id with or without braces', () => {
    const index = indexCameras([camera({ name: 'Cam 10' }), camera({ id: '{a}', name: 'cam 2' })], AT);
    expect(index.listed.map((c) => c.name)).toEqual(['cam 2', 'Cam 10']);
    const id = index.listed[1]!.id;
    expect(index.find(id.replace(/[{}]/g, '').toUpperCase())?.name).toBe('Cam 10');
  });

  it('filters by name, address, vendor and model, case-insensitive; an empty filter keeps the same list', () => {
    const index = indexCameras(many(300), AT);
    expect(searchCameras(index, '')).toBe(index.listed);
    expect(searchCameras(index, '  ')).toBe(index.listed);
    expect(searchCameras(index, 'camera 29').map((c) => c.name)).toEqual([
      'Camera 29',
      'Camera 290',
      'Camera 291',
      'Camera 292',
      'Camera 293',
      'Camera 294',
      'Camera 295',
      'Camera 296',
      'Camera 297',
      'Camera 298',
      'Camera 299',
    ]);
    expect(searchCameras(index, '10.0.1.4:').map((c) => c.name)).toEqual(['Camera 260']);
    // Axis has the odd numbers: M7, M71, M73, M75, M77, M79.
    expect(searchCameras(index, 'AXIS m7')).toHaveLength(6);
    expect(searchCameras(index, 'nothing like this')).toEqual([]);
  });

  it('shows the address without credentials or path', () => {
    expect(addressOf('rtsp://user:secret@192.168.0.5:8554/live')).toBe('192.168.0.5:8554');
    expect(addressOf('not a url')).toBe('not a url');
    const [listed] = indexCameras([camera({ url: 'rtsp://u:p@10.1.1.1/x' })], AT).listed;
    expect(listed!.address).toBe('10.1.1.1');
    expect(listed!.searchText).not.toContain('p@');
  });

  it('derives Recording and Scheduled from the schedule at the moment of indexing', () => {
    const always = {
      ...DEFAULT_DEVICE_SCHEDULE,
      isEnabled: true,
      tasks: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
        ...DEFAULT_DEVICE_SCHEDULE.tasks[0]!,
        dayOfWeek,
        startTime: 0,
        endTime: 86_400,
        recordingType: 'always' as const,
      })),
    };
    const statuses = indexCameras(
      [
        camera({ name: 'a', schedule: always }),
        camera({ name: 'b', schedule: { ...always, tasks: [] } }),
        camera({ name: 'c', status: 'Unauthorized', schedule: always }),
      ],
      AT,
    ).listed.map((c) => c.status);
    expect(statuses).toEqual(['Recording', 'Scheduled', 'Unauthorized']);
  });

  it('needs no more of a camera than the fields the list call asks the server for', () => {
    // What the server replies to `_with=…` (dotted names pick inside an object), from whole models.
    const reduced = many(20).map((device) => {
      const out: Record<string, unknown> = {};
      for (const field of LISTED_DEVICE_FIELDS) {
        const [key, inner] = field.split('.') as [keyof typeof device, string?];
        if (!inner) out[key] = device[key];
        else out[key] = { ...(out[key] as object), [inner]: (device[key] as Record<string, unknown>)[inner] };
      }
      return out as unknown as ListedDevice;
    });
    expect(indexCameras(reduced, AT).listed).toEqual(indexCameras(many(20), AT).listed);
  });

  it('a new list (a poll) shows what changed and keeps what did not, in order', () => {
    const devices = many(5);
    const first = indexCameras(devices, AT);
    const renamed = { ...devices[3]!, name: 'Alpha', status: 'Offline' as const };
    const next = indexCameras([...devices.slice(0, 3), renamed, devices[4]!], AT);
    expect(next.listed.map((c) => c.name)).toEqual(['Alpha', 'Camera 0', 'Camera 1', 'Camera 2', 'Camera 4']);
    expect(next.find(renamed.id)?.status).toBe('Offline');
    expect(next.listed.slice(1)).toEqual(first.listed.filter((c) => c.name !== 'Camera 3'));
    // Another moment: the kept devices' statuses are worked out again (Recording or Scheduled by schedule).
    const later = indexCameras(devices, new Date(2026, 10, 26, 3, 0, 0));
    expect(later.listed.map((c) => c.status)).toEqual(
      devices.map((d) => indexCameras([d], new Date(2026, 10, 26, 3, 0, 0)).listed[0]!.status),
    );
  });

  it('indexes and filters 10,000 cameras quickly', () => {
    const devices = many(10_000);
    const started = performance.now();
    const index = indexCameras(devices, AT);
    for (const q of ['c', 'ca', 'cam', 'camera 9', 'camera 99', 'axis']) searchCameras(index, q);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
