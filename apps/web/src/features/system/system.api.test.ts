import { NULL_ID } from '@argus/contract';
import type { SystemInformation } from '@argus/contract/mediaserver';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moduleInformation } from '../../../test/media-server-fixtures.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { createOriginClient } from '../../app/clients/origin-client.ts';
import { fetchSystemState, isNewSystem } from './system.api.ts';

const INFO: SystemInformation = {
  name: 'Lab',
  customization: 'default',
  version: '5.1.6.1000',
  protoVersion: 5107,
  cloudHost: '',
  localId: '5a3c9a1e-7f0b-4c55-9d2e-0f7e0a1b2c3d',
  servers: [],
  devices: [],
  synchronizedTimeMs: 0,
};
const envelope = (reply: unknown) => ({ error: '0', errorId: '', errorString: '', reply });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('system state', () => {
  it('a new system: SF_NewSystem, a null local system id, or no localId', () => {
    expect(isNewSystem(moduleInformation({ serverFlags: 'SF_NewSystem' }), null)).toBe(true);
    expect(isNewSystem(moduleInformation({ localSystemId: `{${NULL_ID}}` }), null)).toBe(true);
    expect(isNewSystem(null, { ...INFO, localId: undefined })).toBe(true);
    expect(isNewSystem(moduleInformation(), INFO)).toBe(false);
  });

  it('reads module information and system information; one answering is enough', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/moduleInformation')
        ? jsonResponse(200, envelope(moduleInformation({ systemName: 'Main', serverFlags: 'SF_NewSystem' })))
        : jsonResponse(500, { error: '6', errorId: 'internalServerError' }),
    );
    await expect(fetchSystemState(createOriginClient())).resolves.toEqual({
      name: 'Main',
      version: '5.1.6.1000',
      isNew: true,
      cloudSystemId: '',
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/api/moduleInformation',
      '/rest/v1/system/info?_keepDefault=true',
    ]);
  });

  it('names the cloud system of a bound server (braces and case as the legacy reply has them, dropped)', async () => {
    const id = '0b7c3a3e-5c3d-4a3e-9e2a-1f2b3c4d5e6f';
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/moduleInformation')
        ? jsonResponse(200, envelope(moduleInformation({ cloudSystemId: `{${id.toUpperCase()}}` })))
        : jsonResponse(500, { error: '6', errorId: 'internalServerError' }),
    );
    await expect(fetchSystemState(createOriginClient())).resolves.toMatchObject({ cloudSystemId: id });
  });

  it('fails when neither answers', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(500, { error: '6', errorId: 'internalServerError' }),
    );
    await expect(fetchSystemState(createOriginClient())).rejects.toMatchObject({ status: 500 });
  });
});
