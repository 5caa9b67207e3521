// Test data only: imported by the component tests, never by the app.
/** A camera record for the editors' component tests: one 720p stream at 20 fps, defaults elsewhere. */
import {
  DEFAULT_DEVICE_MOTION,
  DEFAULT_DEVICE_OPTIONS,
  DEFAULT_DEVICE_SCHEDULE,
  type DeviceModel,
  formatMediaStreams,
} from '@argus/contract/mediaserver';
import {
  ADMIN_USER,
  type FakeCall,
  type FakeRoutes,
  loggedInAs,
  stubServer,
} from '../../../../test/fake-media-server.tsx';
import { jsonResponse } from '../../../../test/render.tsx';

export const ID = '5c7f3b0e-6a2d-4f5e-9a1b-2c3d4e5f6a7b';

export function camera(overrides: Partial<DeviceModel> = {}): DeviceModel {
  return {
    id: `{${ID}}`,
    physicalId: 'cam-1',
    url: 'rtsp://127.0.0.1:8554/cam',
    typeId: '{f9c03047-72f1-4c04-a929-8538343b6642}',
    name: 'Lobby',
    mac: '',
    serverId: '{00000000-0000-0000-0000-000000000001}',
    isManuallyAdded: true,
    vendor: 'GENERIC_RTSP',
    model: 'Generic',
    logicalId: '',
    status: 'Online',
    isLicenseUsed: false,
    backupQuality: 'CameraBackupDefault',
    capabilities: 'noCapabilities',
    options: DEFAULT_DEVICE_OPTIONS,
    schedule: DEFAULT_DEVICE_SCHEDULE,
    motion: DEFAULT_DEVICE_MOTION,
    parameters: {
      mediaStreams: formatMediaStreams([
        {
          encoderIndex: 0,
          resolution: '1280x720',
          transcodingRequired: false,
          codec: 27,
          customStreamParams: { fps: '20' },
        },
      ]),
    },
    ...overrides,
  };
}

const merged = (device: DeviceModel, body: Partial<DeviceModel>): DeviceModel => ({
  ...device,
  schedule: { ...device.schedule, ...body.schedule },
  motion: { ...device.motion, ...body.motion },
});

/** Serves the camera: GET gives it, PATCH merges the body's schedule and motion into it; `more` routes besides. */
export function serve(device: DeviceModel, more: FakeRoutes = {}): FakeCall[] {
  const reply = (call: FakeCall) =>
    call.method === 'PATCH'
      ? jsonResponse(200, merged(device, call.body as Partial<DeviceModel>))
      : jsonResponse(200, device);
  return stubServer({
    ...loggedInAs(ADMIN_USER),
    [`GET /rest/v1/devices/${ID}`]: reply,
    [`PATCH /rest/v1/devices/${ID}`]: reply,
    ...more,
  });
}
